import type { Printer } from '@comandero/domain';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { useSetDefaultPrinter, useTestPrint } from './usePrinters';

/** Choosing the default and printing a test page; a failed call is announced by the query client. */
export function usePrinterActions() {
  const { t } = useTranslation();
  const setDefault = useSetDefaultPrinter();
  const test = useTestPrint();

  const makeDefault = (printer: Printer) =>
    setDefault.mutate(printer, {
      onSuccess: () => notifySuccess(t('printing.defaultSet', { name: printer.nameCustom })),
    });

  const testPrint = (printer: Printer) =>
    test.mutate(printer, {
      onSuccess: (result) => {
        if (result.printed) notifySuccess(t('printing.testPrinted', { name: printer.nameCustom }));
        else
          notifyWarning(
            [t(`printing.state.${result.status.state}`), result.status.error].filter(Boolean).join(' · '),
            t('printing.testFailed', { name: printer.nameCustom }),
          );
      },
    });

  /** Which action is running on this printer, for its button's spinner. */
  const busyOn = (printer: Printer): 'default' | 'test' | null => {
    if (setDefault.isPending && setDefault.variables?.id === printer.id) return 'default';
    if (test.isPending && test.variables?.id === printer.id) return 'test';
    return null;
  };

  return { makeDefault, testPrint, busyOn };
}
