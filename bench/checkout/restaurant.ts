// The demo restaurant made ready for the terminals, through the server's own API: a table per
// terminal plus its spares, one session each, and Caja 1 open for the closes to charge in.
import { emptyCounts } from '@comandero/domain';
import type { Db } from '../../apps/server/src/db/database.js';
import type { BaselineRows } from './baselines.js';
import type { Terminal } from './terminals.js';

/** What every terminal orders: two lines a cycle. */
const PRODUCTS = ['Café tinto', 'Limonada de coco'];
/** A room's slots: the spare tables fill rooms of their own past it. */
const ROOM_SLOTS = 48;

/** The server on the first free port of the range (another bench or run may hold one). */
export async function listen(
  server: { listen(options: { host: string; port: number }): Promise<string> },
  firstPort: number,
  lastPort: number,
) {
  for (let port = firstPort; port <= lastPort; port++) {
    try {
      await server.listen({ host: '127.0.0.1', port });
      return `http://127.0.0.1:${port}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port in ${firstPort}-${lastPort}`);
}

async function post(origin: string, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export interface Restaurant {
  terminals: Terminal[];
  productIds: string[];
  cashierId: string;
  /** The rows the raw baseline's closes refer to. */
  baselineRows: BaselineRows;
}

export async function prepareRestaurant(
  origin: string,
  db: Db,
  seed: { businessId: string; branchId: string },
  counts: { terminals: number; spareTables: number },
): Promise<Restaurant> {
  // Tables: the demo's, plus new ones through the API until every terminal has its own.
  const signIn = async (identifier: string, password: string) => {
    const { jwt } = (await post(origin, '/api/auth/login', {}, { identifier, password })) as { jwt: string };
    return `Bearer ${jwt}`;
  };
  const admin = await signIn('admin@demo.pos', 'admin1234');
  const existing = await db
    .selectFrom('dining_tables')
    .select(['id', 'room_id', 'number_table', 'position'])
    .where('branch_id', '=', seed.branchId)
    .where('deleted', '=', 0)
    .orderBy('number_table')
    .execute();
  const tableIds = existing.map((row) => row.id);
  let taken = new Set(existing.map((row) => row.position));
  let roomId = existing[0]?.room_id ?? null;
  let number = Math.max(0, ...existing.map((row) => row.number_table));
  let position = 0;
  while (tableIds.length < counts.terminals * (1 + counts.spareTables)) {
    do position++;
    while (taken.has(position));
    if (position > ROOM_SLOTS) {
      roomId = (await post(origin, '/api/rooms', { authorization: admin }, { name: `Salón ${number}` })).id as string;
      taken = new Set();
      position = 1;
    }
    number++;
    const created = await post(
      origin,
      '/api/tables',
      { authorization: admin },
      { name: `Mesa ${number}`, numberTable: number, roomId, position },
    );
    tableIds.push(created.id as string);
  }
  // One session per terminal, waiters' work shared by the administrator and the cashier.
  const terminals: Terminal[] = [];
  for (let index = 0; index < counts.terminals; index++) {
    const authorization =
      index % 2 === 0 ? await signIn('admin@demo.pos', 'admin1234') : await signIn('caja@demo.pos', 'caja1234');
    const firstSpare = counts.terminals + index * counts.spareTables;
    const spareTableIds = tableIds.slice(firstSpare, firstSpare + counts.spareTables);
    terminals.push({ authorization, tableId: tableIds[index]!, spareTableIds });
  }
  const products = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('branch_id', '=', seed.branchId)
    .where('name', 'in', PRODUCTS)
    .execute();
  const productIds = PRODUCTS.map((name) => products.find((row) => row.name === name)!.id);
  const adminRow = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.pos')
    .executeTakeFirstOrThrow();
  // Charging needs an open cash drawer (the demo branch's preference): the cashier opens Caja 1
  // and every terminal charges in it, as a restaurant with one drawer does.
  const cashier = await db
    .selectFrom('cashiers')
    .select('id')
    .where('branch_id', '=', seed.branchId)
    .where('name', '=', 'Caja 1')
    .executeTakeFirstOrThrow();
  const movement = await post(
    origin,
    '/api/cashiers/register/state',
    { authorization: await signIn('caja@demo.pos', 'caja1234') },
    {
      type: 1,
      cashierId: cashier.id,
      createdAt: new Date().toISOString(),
      detail: { counts: { ...emptyCounts('COP'), bill_50000: 2 } },
    },
  );
  return {
    terminals,
    productIds,
    cashierId: cashier.id,
    baselineRows: {
      businessId: seed.businessId,
      branchId: seed.branchId,
      userId: adminRow.id,
      tableIds,
      cashierId: cashier.id,
      movementId: movement.id as string,
    },
  };
}
