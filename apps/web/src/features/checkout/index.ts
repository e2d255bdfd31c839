// What other features use of the checkout; its drawers and dialogs are loaded, with their texts, on first use.

export { useCheckoutSettings } from '../../app/checkoutSettings';
export { ChargeResultHost } from './ChargeResultHost';
export { CheckoutActions } from './CheckoutActions';
export { closeSelfService } from './checkout.api';
export { useHeldChargeResult } from './heldChargeResult';
export { ChargeResultDialog, CloseTableDrawer, MergeDialog, SalesDiscountDialog } from './lazyCheckout';
export { PaymentDrawer } from './PaymentDrawer';
export { PriceSummaryView } from './PriceSummaryView';
export { printAfterCharge } from './printBill';
