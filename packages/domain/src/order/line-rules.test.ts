import { describe, expect, it } from 'vitest';
import { securityPoliticsFor } from '../permission/permissions.js';
import { ROLE_NAMES, type RoleKey } from '../permission/roles.js';
import { mayEditLines, mayRemoveLines } from './line-rules.js';

const politicsOf = (role: RoleKey) => securityPoliticsFor(ROLE_NAMES[role]);

describe('who may edit and remove order lines', () => {
  it('lets every role that works tables edit and remove, with or without PIN grants', () => {
    for (const role of ['pos', 'administrador', 'mesero', 'caja', 'super admin'] as const) {
      expect(mayEditLines(politicsOf(role)), role).toBe(true);
      expect(mayRemoveLines(politicsOf(role)), role).toBe(true);
    }
  });

  it('refuses a user whose tables grants hold neither update nor delete', () => {
    expect(mayEditLines({ tables: ['read', 'sendCommand'] })).toBe(false);
    expect(mayRemoveLines({ tables: ['read', 'sendCommand'] })).toBe(false);
    expect(mayEditLines({ tables: ['updateWithPin'] })).toBe(true);
    expect(mayRemoveLines({ tables: ['update'] })).toBe(false);
    expect(mayRemoveLines(politicsOf('customer'))).toBe(false);
  });
});
