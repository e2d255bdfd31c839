// Taking delivery orders (issue 18): the "new delivery" entry of the deliveries tab, the menu
// header of a delivery with its 'General information', and what the checkout needs of a delivery.
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadDeliveryTexts } from '../../i18n';

export const NewDeliveryButton = lazyWithTexts(loadDeliveryTexts, () => import('./NewDeliveryButton'));
export const DeliveryHeading = lazyWithTexts(loadDeliveryTexts, () => import('./DeliveryHeading'));
export { useDeliveryInfo } from './useDeliveryInfo';
