import { describe, expect, it } from 'vitest';
import {
  AREA_ACTIONS,
  AREAS,
  type Area,
  can,
  canSeePrinters,
  hasArea,
  posViewsOf,
  ROLE_PERMISSIONS,
  type SecurityPolitics,
  securityPoliticsFor,
} from './permissions.js';
import {
  canAuthorizeWithPin,
  canPrintBill,
  isAllowedRole,
  isOfferedWhenCreatingUsers,
  ROLE_KEYS,
  type RoleKey,
  roleKeyOf,
} from './roles.js';

const CRUD = ['create', 'read', 'update', 'deleted'];
const ALL_TABLE_ACTIONS = [...AREA_ACTIONS.tables];

/** The spec's table (01 §6), written out independently of the implementation. */
const EXPECTED: Record<RoleKey, Partial<Record<Area, string[]>>> = {
  pos: { users: ['read'], tables: ['read', 'updateWithPin', 'deletedWithPin', 'transfer'], pos: ['tables'] },
  administrador: {
    users: CRUD,
    settings: [...CRUD, 'viewOption', 'view', 'dashboardOption'],
    cashiers: CRUD,
    billing: CRUD,
    printers: ['update'],
    tables: ALL_TABLE_ACTIONS,
    pos: ['tables', 'self-service', 'deliveries'],
    orders: CRUD,
    inventory: CRUD,
    dashboard: ['read'],
  },
  mesero: {
    users: ['read'],
    tables: ['read', 'updateWithPin', 'deletedWithPin', 'sendCommand', 'transfer', 'shortcut'],
    pos: ['tables'],
  },
  caja: {
    users: ['read'],
    tables: ['readAll', 'update', 'deleted', 'transfer', 'transferAll', 'sendCommand', 'shortcut', 'shortcutALL'],
  },
  'super admin': {
    users: CRUD,
    settings: [...CRUD, 'viewOption', 'view', 'dashboardOption'],
    cashiers: CRUD,
    billing: CRUD,
    printers: ['update'],
    tables: ALL_TABLE_ACTIONS,
    pos: ['tables', 'self-service', 'deliveries'],
    orders: CRUD,
    inventory: CRUD,
    dashboard: ['read', 'changeBusiness'],
  },
  customer: {},
};

/** Who sees the printers: the printers or tables permission (POS terminals read printers too). */
const SEES_PRINTERS: Record<RoleKey, boolean> = {
  pos: true,
  administrador: true,
  mesero: true,
  caja: true,
  'super admin': true,
  customer: false,
};

describe('permission table', () => {
  const cases = ROLE_KEYS.flatMap((role) =>
    AREAS.flatMap((area) => AREA_ACTIONS[area].map((action) => ({ role, area, action }))),
  );

  it.each(cases)('$role × $area × $action matches the spec', ({ role, area, action }) => {
    const politics = securityPoliticsFor(role);
    const expected = EXPECTED[role][area]?.includes(action) ?? false;
    expect(can(politics, area, action as never)).toBe(expected);
  });

  it('grants only actions the area knows', () => {
    for (const grants of Object.values(ROLE_PERMISSIONS)) {
      for (const [area, actions] of Object.entries(grants) as [Area, string[]][]) {
        for (const action of actions) expect(AREA_ACTIONS[area] as readonly string[]).toContain(action);
      }
    }
  });

  it('adds the user allowedViews to the POS views and ignores unknown ones', () => {
    const politics = securityPoliticsFor('Caja', ['tables', 'self-service', 'kitchen']);
    expect(posViewsOf(politics)).toEqual(['tables', 'self-service']);
    expect(posViewsOf(securityPoliticsFor('mesero', ['tables']))).toEqual(['tables']);
  });

  it('does not let one user’s politics leak into the role table', () => {
    const politics = securityPoliticsFor('Caja', ['deliveries']);
    (politics.tables as string[]).push('create');
    expect(ROLE_PERMISSIONS.caja.tables).not.toContain('create');
    expect(ROLE_PERMISSIONS.caja.pos).toBeUndefined();
  });

  it.each(ROLE_KEYS)('%s sees the printers as the spec says', (role) => {
    expect(canSeePrinters(securityPoliticsFor(role))).toBe(SEES_PRINTERS[role]);
  });

  it('shows the printers to any grant of the printers or tables area and to no other', () => {
    for (const area of AREAS) {
      for (const action of AREA_ACTIONS[area]) {
        expect(canSeePrinters({ [area]: [action] })).toBe(area === 'printers' || area === 'tables');
      }
    }
    expect(canSeePrinters({})).toBe(false);
  });

  it('gives an unknown role nothing', () => {
    const politics: SecurityPolitics = securityPoliticsFor('Cocinero');
    expect(politics).toEqual({});
    expect(hasArea(politics, 'tables')).toBe(false);
  });
});

describe('roles', () => {
  it('compares role names lower-cased and trimmed', () => {
    expect(roleKeyOf('  ADMINISTRADOR ')).toBe('administrador');
    expect(roleKeyOf('Super Admin')).toBe('super admin');
    expect(roleKeyOf('Mesero')).toBe('mesero');
  });

  it('treats any role containing caja as a cashier', () => {
    expect(roleKeyOf('Caja Principal')).toBe('caja');
  });

  it('allows exactly the spec roles to log in', () => {
    for (const name of ['Pos', 'Administrador', 'mesero', 'Super Admin', 'Customer', 'Caja']) {
      expect(isAllowedRole(name)).toBe(true);
    }
    expect(isAllowedRole('Cocinero')).toBe(false);
    expect(isAllowedRole('')).toBe(false);
  });

  it('accepts authorization PINs only from administrators and cashiers', () => {
    expect(canAuthorizeWithPin('Administrador')).toBe(true);
    expect(canAuthorizeWithPin('Caja')).toBe(true);
    expect(canAuthorizeWithPin('mesero')).toBe(false);
    expect(canAuthorizeWithPin('Pos')).toBe(false);
  });

  it('lets only administrador and caja print the bill before charging (spec 01 §6)', () => {
    expect(canPrintBill('Administrador')).toBe(true);
    expect(canPrintBill(' CAJA principal ')).toBe(true);
    expect(canPrintBill('mesero')).toBe(false);
    expect(canPrintBill('Pos')).toBe(false);
    expect(canPrintBill('Customer')).toBe(false);
  });

  it('does not offer super, customer or pos roles when creating users', () => {
    expect(isOfferedWhenCreatingUsers('Super Admin')).toBe(false);
    expect(isOfferedWhenCreatingUsers('Customer')).toBe(false);
    expect(isOfferedWhenCreatingUsers('Pos')).toBe(false);
    expect(isOfferedWhenCreatingUsers('mesero')).toBe(true);
    expect(isOfferedWhenCreatingUsers('Administrador')).toBe(true);
  });
});
