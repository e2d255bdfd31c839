// What other features use of the delivery board; its screen and texts load with the deliveries tab.
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadDeliveryBoardTexts } from '../../i18n';

export const DeliveryBoardView = lazyWithTexts(loadDeliveryBoardTexts, () => import('./DeliveryBoard'));
