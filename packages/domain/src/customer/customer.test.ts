import { describe, expect, it } from 'vitest';
import { customerFormSchema, visibleEmail } from './customer.js';

const messageOf = (input: object) => customerFormSchema.safeParse(input).error?.issues[0]?.message;

describe('the customer modal', () => {
  it('needs only a name; empty optional fields are none', () => {
    expect(customerFormSchema.parse({ name: 'Laura Gómez', email: '', phone: '' })).toEqual({
      name: 'Laura Gómez',
      email: null,
      phone: null,
      address: { address: null, addressLine1: null, neighborhood: null },
    });
  });

  it('says ERROR EMAIL, ERROR PHONE and ERROR ALPHANUMERIC', () => {
    expect(messageOf({ name: '' })).toBe('REQUIRED');
    expect(messageOf({ name: 'Laura', email: 'laura@' })).toBe('ERROR EMAIL');
    expect(messageOf({ name: 'Laura', phone: 'abc' })).toBe('ERROR PHONE');
    expect(messageOf({ name: 'Laura', address: { neighborhood: 'a<b>' } })).toBe('ERROR ALPHANUMERIC');
    expect(
      customerFormSchema.parse({ name: 'Laura', address: { address: 'Calle 10 # 5-23, apto 301' } }).address.address,
    ).toBe('Calle 10 # 5-23, apto 301');
  });

  it('treats a {phone}@{host} placeholder email as empty', () => {
    expect(visibleEmail('3001234567@comandero.local', '3001234567')).toBeNull();
    expect(visibleEmail('laura@mail.com', '3001234567')).toBe('laura@mail.com');
    expect(visibleEmail('3001234567@mail.com', null)).toBe('3001234567@mail.com');
  });
});
