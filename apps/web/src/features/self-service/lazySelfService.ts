import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadCheckoutTexts } from '../../i18n';

// The counter's screen loads with its tab and the charging texts (DESIGN §10: the floor is the first paint).
export const SelfServiceView = lazyWithTexts(loadCheckoutTexts, () => import('./SelfServiceView'));
