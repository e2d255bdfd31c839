// What other features use of cashiers; the drawer forms are loaded on first use.
export { CashierMenuButton, CashierPanel } from './CashierMenuButton';
export { useCashierForm } from './cashierForms';
export { OpenCashierDrawer } from './lazyCashiers';
export { getOpenCashierId } from './openCashier';
export { showsCashierMenu } from './useOpenCashier';
