import type { Printer, PrintJob, SendCommandResponse, Table } from '@comandero/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { newId } from '../shared/ids.js';
import { bearer } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A POS as the printing tests drive it: an administrator, a waiter and a cashier on one server. */
export async function printingPos(server: FastifyInstance, db: Db) {
  const login = async (identifier: string, password: string) => {
    const answer = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
    return answer.json<{ jwt: string; user: { id: string } }>();
  };
  const [admin, mesero, caja] = await Promise.all([
    login('admin@demo.pos', 'admin1234'),
    login('mesero@demo.pos', 'mesero1234'),
    login('caja@demo.pos', 'caja1234'),
  ]);
  // Printing is under test here, not cash drawers: charging needs no open cashier.
  await db.updateTable('preferences').set({ require_open_cashier: 0 }).execute();
  const products = new Map(
    (await db.selectFrom('products').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  const as = (jwt: string) => (method: Method, url: string, payload?: object) =>
    server.inject({ method, url, headers: bearer(jwt), ...(payload ? { payload } : {}) });
  const adminCall = as(admin.jwt);
  const meseroCall = as(mesero.jwt);
  const cajaCall = as(caja.jwt);

  const table = async (n: number) => (await adminCall('GET', `/api/tables/number/${n}`)).json<Table>();

  return {
    userIds: { admin: admin.user.id, mesero: mesero.user.id, caja: caja.user.id },
    admin: adminCall,
    mesero: meseroCall,
    caja: cajaCall,
    table,

    async addPrinter(nameCustom: string, port: number, extra: object = {}): Promise<Printer> {
      const answer = await adminCall('POST', '/api/printers', { nameCustom, host: '127.0.0.1', port, ...extra });
      if (answer.statusCode !== 201) throw new Error(`printer: ${answer.body}`);
      return answer.json<Printer>();
    },

    /** The waiter orders the named products on table n and sends the command. */
    async sendCommand(n: number, names: string[]): Promise<SendCommandResponse> {
      const target = await table(n);
      const lines = names.map((name) => ({ id: newId(), productId: products.get(name)!, quantity: 1 }));
      const added = await meseroCall('POST', `/api/tables/${target.id}/lines`, { lines, people: 2 });
      if (added.statusCode !== 200) throw new Error(`lines: ${added.body}`);
      return (await meseroCall('POST', `/api/tables/${target.id}/command`)).json<SendCommandResponse>();
    },

    /** The cashier closes table n with a card (the bill job is queued in the same transaction). */
    closeTable: async (n: number) =>
      cajaCall('POST', `/api/tables/${(await table(n)).id}/close`, { methodPay: 'Tarjeta' }),

    async jobs(): Promise<PrintJob[]> {
      return (await adminCall('GET', '/api/print-jobs?pageSize=100')).json<{ content: PrintJob[] }>().content;
    },

    async job(id: string): Promise<PrintJob> {
      const found = (await this.jobs()).find((job) => job.id === id);
      if (!found) throw new Error(`no job ${id}`);
      return found;
    },
  };
}
export type PrintingPos = Awaited<ReturnType<typeof printingPos>>;

/**
 * Polls until `check` holds (a worker on its own timer is being watched), or fails after `ms`: a
 * bound for a worker that never gets there, not a speed check, so generous for a busy machine.
 */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
