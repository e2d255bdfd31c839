import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Where a read of orders (alias `o`), newest close first, stopped: the last row's close date and id. */
export interface CloseCursor {
  closeDate: string;
  id: string;
}

/** Orders after the cursor in (close date, id) descending order; `<=` on the close date lets the (branch, close date) index serve it. */
export const closedBefore = (cursor: CloseCursor): RawBuilder<SqlBool> =>
  sql<SqlBool>`o.close_date <= ${cursor.closeDate} and (o.close_date < ${cursor.closeDate} or o.id < ${cursor.id})`;

/**
 * Every row of a keyset read, a batch at a time, each batch read after the last row of the one
 * before: an export of a large range without the rescans of OFFSET paging.
 */
export async function* keysetBatches<Row extends { close_date: string | null; id: string }>(
  read: (after: CloseCursor | null, size: number) => Promise<Row[]>,
  size = 1000,
): AsyncGenerator<Row[]> {
  let after: CloseCursor | null = null;
  for (;;) {
    const rows: Row[] = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { closeDate: last.close_date ?? '', id: last.id };
  }
}
