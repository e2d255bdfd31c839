import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadCheckoutTexts } from '../../i18n';

// The charging screens load with their texts on first use, outside the POS's first download.
export const CloseTableDrawer = lazyWithTexts(loadCheckoutTexts, () => import('./CloseTableDrawer'));
export const SalesDiscountDialog = lazyWithTexts(loadCheckoutTexts, () => import('./SalesDiscountDialog'));
export const MergeDialog = lazyWithTexts(loadCheckoutTexts, () => import('./MergeDialog'));
export const ChargeResultDialog = lazyWithTexts(loadCheckoutTexts, () => import('./ChargeResultDialog'));
export const PreBillButton = lazyWithTexts(loadCheckoutTexts, () => import('./PreBillButton'));
