import { describe, expect, it } from 'vitest';
import { servicesAvailable } from './common.js';

const status = (core: boolean, db: boolean) => ({
  core: { available: core },
  db: { available: db },
  offersPosReset: false,
});

describe('service status', () => {
  it('is available only online, with the core and the database both answering', () => {
    expect(servicesAvailable(true, status(true, true))).toBe(true);
    expect(servicesAvailable(false, status(true, true))).toBe(false);
    expect(servicesAvailable(true, status(true, false))).toBe(false);
    expect(servicesAvailable(true, status(false, true))).toBe(false);
    expect(servicesAvailable(true, null)).toBe(false);
  });
});
