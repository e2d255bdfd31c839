import type { Db } from '../db/database.js';
import { afterCommit, answerInTransaction } from './idempotency.js';

/**
 * Every write transaction runs here: its result is the answer of a keyed request, stored by the
 * same transaction (crash-safe idempotency, DESIGN §6).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await answerInTransaction(trx, value);
    return value;
  });
  await afterCommit();
  return result;
}

/** Runs a write on a repository bound to one transaction, the request's answer stored with it. */
export type Unit<Repository> = <T>(work: (repository: Repository) => Promise<T>) => Promise<T>;

export const unitOf =
  <Repository>(db: Db, create: (db: Db) => Repository): Unit<Repository> =>
  (work) =>
    inTransaction(db, (trx) => work(create(trx)));
