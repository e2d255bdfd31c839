// What other features and the signed-in shell use of printing; its settings screens load on first use.
export { usePrintJobNotices } from './browserPrint';
export { openPrinterDrawer, PrinterDrawerHost } from './printerDrawer';
export { printJobInBrowser } from './printInBrowser';
export { printProvisionalBill } from './provisionalBill';
