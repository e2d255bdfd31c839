import {
  type AssignPrinter,
  type CreatePrinter,
  NO_PRINTER,
  type Printer,
  type TestPrintResult,
  type UpdatePrinter,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { conflict, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { testPageEscPos } from './escpos/render.js';
import type { PrintersQueries, PrintersRepository } from './printers.repository.js';
import {
  DEFAULT_TIMEOUTS,
  type PrinterAddress,
  PrinterError,
  sendToPrinter,
  type TcpTimeouts,
} from './transports/tcp.js';

export interface PrintersDeps {
  printers: PrintersRepository;
  /** Sets the products' printer: the menu's use case (it owns products, the catalog revision and its event). */
  assignPrinter: (
    scope: BranchScope,
    printerId: string | null,
    productIds: readonly string[],
    now: string,
  ) => Promise<{ printerId: string | null; updated: number }>;
  clock: Clock;
  timeouts?: TcpTimeouts;
  send?: (address: PrinterAddress, bytes: Uint8Array, timeouts: TcpTimeouts) => Promise<void>;
}

const changedMeanwhile = () => conflict('The printer was changed by someone else, reload and try again');

/** `/settings/printers`: network printers, the branch default, test prints, product assignment. */
export function createPrintersService(deps: PrintersDeps) {
  const { printers, clock } = deps;
  const send = deps.send ?? sendToPrinter;
  const stamp = () => clock.now().toISOString();

  async function found(scope: BranchScope, id: string, queries: Pick<PrintersQueries, 'find'> = printers) {
    const printer = await queries.find(scope, id);
    if (!printer) throw notFound('Printer');
    return printer;
  }

  /** Two terminals making different defaults at once: the unique index lets one win, the other retries. */
  async function atomically<T>(work: (queries: PrintersQueries) => Promise<T>): Promise<T> {
    try {
      return await printers.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Another printer was made the default meanwhile, try again');
      throw error;
    }
  }

  async function softDelete(queries: PrintersQueries, scope: BranchScope, ids: readonly string[]) {
    const now = stamp();
    const deleted = await queries.softDelete(scope, ids, now);
    if (deleted === 0) throw notFound('Printer');
    const successor = (await queries.hasDefault(scope)) ? undefined : await queries.oldest(scope);
    if (successor) await queries.makeDefault(scope, successor, now);
    return deleted;
  }

  return {
    list: (auth: AuthContext): Promise<Printer[]> => printers.list(branchScope(auth)),

    /** Where jobs without a printer of their own go; null when the branch has no printer. */
    async defaultOf(auth: AuthContext): Promise<Printer | null> {
      return (await printers.list(branchScope(auth))).find((printer) => printer.defaultPrinter) ?? null;
    },

    /** The branch's first printer becomes its default, so jobs always have somewhere to go. */
    async create(auth: AuthContext, request: CreatePrinter): Promise<Printer> {
      const scope = branchScope(auth);
      const id = request.id ?? newId();
      if (request.id && (await printers.find(scope, id))) throw conflict('The printer already exists');
      return atomically(async (queries) => {
        const now = stamp();
        await queries.create(scope, { ...request, id, createdBy: auth.userId }, now);
        if (request.defaultPrinter || !(await queries.hasDefault(scope))) await queries.makeDefault(scope, id, now);
        return found(scope, id, queries);
      });
    },

    async update(auth: AuthContext, id: string, input: UpdatePrinter): Promise<Printer> {
      const scope = branchScope(auth);
      await found(scope, id);
      const { defaultPrinter, version, ...changes } = input;
      return atomically(async (queries) => {
        const now = stamp();
        const hasChanges = Object.values(changes).some((value) => value !== undefined);
        if ((hasChanges || version !== undefined) && !(await queries.update(scope, id, changes, version, now))) {
          throw changedMeanwhile();
        }
        if (defaultPrinter) await queries.makeDefault(scope, id, now);
        return found(scope, id, queries);
      });
    },

    /** Soft delete; when the default goes, the oldest remaining printer takes over. */
    remove: (auth: AuthContext, ids: readonly string[]): Promise<{ deleted: number }> =>
      atomically(async (queries) => ({ deleted: await softDelete(queries, branchScope(auth), ids) })),

    /** One printer's delete, answered with no content. */
    removeOne: (auth: AuthContext, id: string): Promise<void> =>
      atomically(async (queries) => {
        await softDelete(queries, branchScope(auth), [id]);
      }),

    /** A test page sent straight to the printer, not queued: the answer says whether it printed. */
    async testPrint(auth: AuthContext, id: string): Promise<TestPrintResult> {
      const printer = await found(branchScope(auth), id);
      const bytes = testPageEscPos({
        name: printer.nameCustom,
        host: printer.host,
        port: printer.port,
        width: printer.width,
      });
      let outcome: { printed: boolean; state: TestPrintResult['status']['state']; error: string | null };
      try {
        await send(printer, bytes, deps.timeouts ?? DEFAULT_TIMEOUTS);
        outcome = { printed: true, state: 'online', error: null };
      } catch (error) {
        const failure = error instanceof PrinterError ? error : new PrinterError('error', String(error));
        outcome = { printed: false, state: failure.state, error: failure.message };
      }
      const checkedAt = stamp();
      return printers.transaction(async (queries) => {
        await queries.recordStatus(printer.id, outcome.state, outcome.error, checkedAt);
        return { printed: outcome.printed, status: { state: outcome.state, checkedAt, error: outcome.error } };
      });
    },

    /** Bulk assignment: the selected products print on this printer ("-1": on none, i.e. the default). */
    async assignProducts(auth: AuthContext, printerRef: string, input: AssignPrinter) {
      const scope = branchScope(auth);
      const printerId = printerRef === NO_PRINTER || printerRef === 'none' ? null : (await found(scope, printerRef)).id;
      return deps.assignPrinter(scope, printerId, input.productIds, stamp());
    },
  };
}
export type PrintersService = ReturnType<typeof createPrintersService>;
