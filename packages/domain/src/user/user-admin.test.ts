import { describe, expect, it } from 'vitest';
import { offeredRoles, roleIssues, roleRules, userFormSchema } from './user-admin.js';

const roleId = '0194c2a0-0000-7000-8000-000000000001';
const valid = { name: 'Lucia Mesera', email: ' Lucia@Demo.POS ', roleId };
const messageOf = (input: object) => userFormSchema.safeParse(input).error?.issues[0]?.message;

describe('the users drawer', () => {
  it('keeps the email lower-cased and an empty phone or PIN as none', () => {
    expect(userFormSchema.parse({ ...valid, phone: '', pin: '' })).toMatchObject({
      email: 'lucia@demo.pos',
      phone: null,
      pin: null,
      cashierId: null,
      allowedViews: [],
    });
    expect(userFormSchema.parse({ ...valid, phone: '+57 300 123-4567' }).phone).toBe('+573001234567');
  });

  it('says the spec message of each bad field', () => {
    expect(messageOf({ ...valid, name: '' })).toBe('REQUIRED');
    expect(messageOf({ ...valid, name: 'L!' })).toBe('ERROR ALPHANUMERIC');
    expect(messageOf({ ...valid, email: 'lucia' })).toBe('ERROR EMAIL');
    expect(messageOf({ ...valid, phone: '12ab' })).toBe('ERROR PHONE');
    expect(messageOf({ ...valid, phone: '123' })).toBe('ERROR PHONE');
    expect(messageOf({ ...valid, pin: '123' })).toBe('ERROR PIN');
    expect(messageOf({ ...valid, pin: '1234567' })).toBe('ERROR PIN');
    expect(messageOf({ ...valid, roleId: '' })).toBe('REQUIRED');
  });

  it('asks a cashier of a waiter and the allowed tabs of a cashier, by role name', () => {
    expect(roleRules('Mesero Senior')).toMatchObject({ needsCashier: true, choosesViews: false });
    expect(roleRules('Caja')).toMatchObject({ needsCashier: false, choosesViews: true });
    expect(roleIssues({ cashierId: null }, 'mesero')).toEqual([{ path: ['cashierId'], message: 'REQUIRED' }]);
    expect(roleIssues({ cashierId: roleId }, 'mesero')).toEqual([]);
    expect(roleIssues({ cashierId: null }, 'Administrador')).toEqual([]);
  });

  it('offers no role matching super, customer or pos', () => {
    const names = ['Pos', 'Administrador', 'mesero', 'Super Admin', 'Customer', 'Caja'].map((name) => ({ name }));
    expect(offeredRoles(names).map((role) => role.name)).toEqual(['Administrador', 'mesero', 'Caja']);
  });
});
