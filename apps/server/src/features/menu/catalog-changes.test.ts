import { describe, expect, it } from 'vitest';
import { productChangesSince } from './catalog-changes.js';

const version = (products: string, categories = '2026-11-20T10:00:00.000Z/8', groups = '2026-11-20T10:00:00.000Z/4') =>
  ['f2', products, categories, groups, 'r7'].join('|');

describe('which changes a device behind the catalog gets', () => {
  const held = version('2026-11-25T12:00:00.000Z/35');

  it('the products written from a minute before its copy when only products changed', () => {
    expect(productChangesSince(held, version('2026-11-25T12:30:00.000Z/36'))).toBe('2026-11-25T11:59:00.000Z');
  });

  it('the whole catalog when a category or an extras group changed, products went missing, or the version is not one of ours', () => {
    const now = '2026-11-25T12:30:00.000Z/35';
    expect(productChangesSince(held, version(now, '2026-11-25T12:30:00.000Z/8'))).toBeUndefined();
    expect(productChangesSince(held, version(now, undefined, '2026-11-25T12:30:00.000Z/5'))).toBeUndefined();
    expect(productChangesSince(held, version('2026-11-25T12:30:00.000Z/34'))).toBeUndefined();
    expect(productChangesSince(held.replace('f2', 'f1'), version(now))).toBeUndefined();
    expect(productChangesSince(version('-/0'), version(now))).toBeUndefined();
    expect(productChangesSince('an older version', version(now))).toBeUndefined();
  });
});
