// Delivery (issue 18): taking an order — the "new delivery" entry of the deliveries tab, the menu
// header of a delivery with its 'General information', what the checkout needs of a delivery — and
// the board that follows the orders out (a sub-screen; its screen and texts load with the tab).
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadDeliveryBoardTexts, loadDeliveryTexts } from '../../i18n';

export const NewDeliveryButton = lazyWithTexts(loadDeliveryTexts, () => import('./NewDeliveryButton'));
export const DeliveryHeading = lazyWithTexts(loadDeliveryTexts, () => import('./DeliveryHeading'));
export { useDeliveryInfo } from './useDeliveryInfo';
export const DeliveryBoardView = lazyWithTexts(loadDeliveryBoardTexts, () => import('./DeliveryBoard'));
