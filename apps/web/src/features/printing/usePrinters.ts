import type { Printer, SessionUser } from '@comandero/domain';
import { can } from '@comandero/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPrinters, printingKeys, testPrinter, updatePrinter } from './printers.api';

/** Administrators hold printers 'update' (spec 01 §6): they add, test, remove and choose the default. */
export const managesPrinters = (user: SessionUser | null): boolean =>
  !!user && can(user.securityPolitics, 'printers', 'update');

/** The branch's printers with what the server last learnt of each (status, checked at, error). */
export function usePrinters() {
  return useQuery({
    queryKey: printingKeys.printers,
    queryFn: ({ signal }) => fetchPrinters(signal),
    // A printer's status changes on its own: read it again whenever the list is shown.
    staleTime: 0,
  });
}

/** The branch keeps exactly one default printer; the others lose the flag on the server. */
export function useSetDefaultPrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (printer: Printer) => updatePrinter(printer.id, { defaultPrinter: true, version: printer.version }),
    onSuccess: () => client.invalidateQueries({ queryKey: printingKeys.printers }),
  });
}

/** A test page sent now; the answer carries the printer's status, so the list is read again. */
export function useTestPrint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (printer: Printer) => testPrinter(printer.id),
    onSettled: () => client.invalidateQueries({ queryKey: printingKeys.printers }),
  });
}
