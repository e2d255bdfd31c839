import type { Db } from '../../db/database.js';

/** One counting rule: how many attempts a window allows before the subject is refused. */
export interface AttemptWindow {
  now: string;
  windowStart: string;
  /** Attempts beyond this many in the window are refused even before a lock is written (concurrent tries). */
  maxAttempts: number;
}

export type Admission = { admitted: true; attempts: number } | { admitted: false; lockedUntil: string | null };

/** PIN attempts per subject ('user:<id>', 'branch:<id>') and purpose; SQL only here. */
export function createPinAttemptsRepository(db: Db) {
  async function lockOf(subject: string, now: string): Promise<string | null> {
    const row = await db
      .selectFrom('pin_attempts')
      .select((eb) => eb.fn.max('locked_until').as('locked_until'))
      .where('subject', '=', subject)
      .where('locked_until', '>', now)
      .executeTakeFirst();
    return row?.locked_until ?? null;
  }

  return {
    /**
     * Counts an attempt before the PIN is checked, atomically: a subject under a lock (of any
     * purpose) or past its window's allowance is refused, so concurrent guesses cannot slip past.
     */
    async admit(subject: string, purpose: string, window: AttemptWindow): Promise<Admission> {
      const locked = await lockOf(subject, window.now);
      if (locked) return { admitted: false, lockedUntil: locked };
      const row = await db
        .insertInto('pin_attempts')
        .values({ subject, purpose, failures: 1, first_failed_at: window.now, locked_until: null })
        .onConflict((conflict) =>
          conflict
            .columns(['subject', 'purpose'])
            .doUpdateSet((eb) => {
              const windowOver = eb('pin_attempts.first_failed_at', '<', window.windowStart);
              return {
                failures: eb
                  .case()
                  .when(windowOver)
                  .then(1)
                  .else(eb('pin_attempts.failures', '+', 1))
                  .end(),
                first_failed_at: eb
                  .case()
                  .when(windowOver)
                  .then(window.now)
                  .else(eb.ref('pin_attempts.first_failed_at'))
                  .end(),
              };
            })
            .where((eb) =>
              eb.or([eb('pin_attempts.locked_until', 'is', null), eb('pin_attempts.locked_until', '<=', window.now)]),
            ),
        )
        .returning('failures')
        .executeTakeFirst();
      if (!row) return { admitted: false, lockedUntil: await lockOf(subject, window.now) };
      if (row.failures > window.maxAttempts) return { admitted: false, lockedUntil: null };
      return { admitted: true, attempts: row.failures };
    },

    /** Locks the subject's PIN use until the given time (the attempt that was admitted failed). */
    async lock(subject: string, purpose: string, until: string): Promise<void> {
      await db
        .updateTable('pin_attempts')
        .set({ locked_until: until })
        .where('subject', '=', subject)
        .where('purpose', '=', purpose)
        .execute();
    },

    /** A successful authorization of this purpose clears that purpose's count, and only that. */
    async clear(subjects: string[], purpose: string): Promise<void> {
      await db.deleteFrom('pin_attempts').where('subject', 'in', subjects).where('purpose', '=', purpose).execute();
    },
  };
}
export type PinAttemptsRepository = ReturnType<typeof createPinAttemptsRepository>;
