import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors.js';

describe('database errors', () => {
  it('tells a database that went away (answered 503) from a bug or a refused write', () => {
    const gone = [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      new Error('Connection terminated unexpectedly'),
      new AggregateError([{ code: 'ECONNREFUSED' }], ''),
    ];
    for (const error of gone) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    const notGone = [{ code: '23505', message: 'duplicate key' }, new TypeError('x is undefined'), null, 'text'];
    for (const error of notGone) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });
});
