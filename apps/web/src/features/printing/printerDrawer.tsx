import { Suspense, useState } from 'react';
import { create } from 'zustand';
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadPrintingTexts } from '../../i18n';

// The drawer's code and words load the first time it opens (DESIGN §10 budget).
const PrinterConfigDrawer = lazyWithTexts(loadPrintingTexts, () => import('./PrinterConfigDrawer'));

/** Whether the print configuration drawer is open; opened from the POS settings menu and from COMMAND ERROR. */
export const usePrinterDrawer = create<{ opened: boolean }>(() => ({ opened: false }));
export const openPrinterDrawer = (): void => usePrinterDrawer.setState({ opened: true });
export const closePrinterDrawer = (): void => usePrinterDrawer.setState({ opened: false });

/** Mounted once in the signed-in shell; the drawer's code loads the first time it opens. */
export function PrinterDrawerHost() {
  const opened = usePrinterDrawer((state) => state.opened);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <PrinterConfigDrawer opened={opened} onClose={closePrinterDrawer} />
    </Suspense>
  ) : null;
}
