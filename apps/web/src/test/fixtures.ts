import { money, type Room, type SessionUser, securityPoliticsFor, type Table } from '@comandero/domain';

const BRANCH: NonNullable<SessionUser['branch']> = {
  id: '0194c2a0-0000-7000-8000-000000000002',
  name: 'Principal',
  country: 'colombia',
  city: 'Bogotá',
  currency: 'COP',
  paymentMethods: [
    { name: 'Efectivo', type: 'cash' },
    { name: 'Tarjeta', type: 'card' },
  ],
  deliveryMethods: [{ id: 'delivery', name: 'Domicilio' }],
};

const PEOPLE = {
  Administrador: { id: '0194c2a0-0000-7000-8000-000000000010', name: 'Ana Administradora', email: 'admin@demo.pos' },
  Caja: { id: '0194c2a0-0000-7000-8000-000000000011', name: 'Carlos Cajero', email: 'caja@demo.pos' },
  mesero: { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero', email: 'mesero@demo.pos' },
  Pos: { id: '0194c2a0-0000-7000-8000-000000000013', name: 'Terminal POS', email: 'pos@demo.pos' },
  'Super Admin': { id: '0194c2a0-0000-7000-8000-000000000014', name: 'Sofía Súper', email: 'super@demo.pos' },
  Cocinero: { id: '0194c2a0-0000-7000-8000-000000000015', name: 'Camilo Cocinero', email: 'cocina@demo.pos' },
} as const;

export type FixtureRole = keyof typeof PEOPLE;

/** A session user as the server builds it: politics from the role table plus the user's allowed views. */
export function makeUser(
  role: FixtureRole,
  overrides: Partial<Omit<SessionUser, 'securityPolitics'>> = {},
): SessionUser {
  const person = PEOPLE[role];
  const allowedViews = overrides.allowedViews ?? [];
  return {
    ...person,
    username: person.email.split('@')[0]!,
    phone: null,
    role: { id: '0194c2a0-0000-7000-8000-000000000020', name: role },
    business: { id: '0194c2a0-0000-7000-8000-000000000001', name: 'Demo Restaurante' },
    branch: BRANCH,
    cashier: null,
    createdAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
    allowedViews,
    securityPolitics: securityPoliticsFor(role, allowedViews),
  };
}

export const MAIN_ROOM: Room = {
  id: '0194c2a0-0000-7000-8000-0000000000a1',
  name: 'Salón Principal',
  virtual: false,
  version: 1,
};
export const TERRACE: Room = {
  id: '0194c2a0-0000-7000-8000-0000000000a2',
  name: 'Terraza',
  virtual: false,
  version: 1,
};

/** Table N of the demo floor: free, round and big, in the main room at slot N unless told. */
export function makeTable(numberTable: number, overrides: Partial<Table> = {}): Table {
  return {
    id: `0194c2a0-0000-7000-8000-0000000001${String(numberTable).padStart(2, '0')}`,
    name: `Mesa ${numberTable}`,
    numberTable,
    roomId: MAIN_ROOM.id,
    shape: 'CIRCLE',
    size: 'BIG',
    position: numberTable,
    busy: false,
    user: null,
    people: null,
    currentOrderId: null,
    total: money(0),
    itemCount: 0,
    unsentCount: 0,
    seatedAt: null,
    preBilled: false,
    version: 1,
    ...overrides,
  };
}

/** A table taken by `user` for `people`. */
export function busyTable(
  numberTable: number,
  user: { id: string; name: string },
  people = 2,
  overrides: Partial<Table> = {},
) {
  return makeTable(numberTable, {
    busy: true,
    user: { id: user.id, name: user.name },
    people,
    version: 2,
    ...overrides,
  });
}

/** GET /general/status of a server whose core and database answer (screens that check it on entering). */
export const SERVICES_UP = {
  'GET /general/status': {
    status: 200,
    body: { core: { available: true }, db: { available: true }, offersPosReset: false },
  },
} as const;
