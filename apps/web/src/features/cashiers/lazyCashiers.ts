import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadCashierTexts } from '../../i18n';

/** The open-cash-drawer form for another screen (a charge refused for a closed drawer), loaded with its texts. */
export const OpenCashierDrawer = lazyWithTexts(loadCashierTexts, () => import('./OpenCashierDrawer'));
