/**
 * A write that took this long to commit could carry an updated_at older than a version a device
 * already read; products written this long before the device's version are sent again.
 */
export const CHANGES_WINDOW_MS = 60_000;

/**
 * When a device's catalog version (catalogVersion: format|products|categories|extras groups|revision)
 * differs from the current one only in its products, the time from which the changed products are
 * to be sent; undefined when the device needs the whole catalog.
 */
export function productChangesSince(held: string, current: string): string | undefined {
  const was = held.split('|');
  const now = current.split('|');
  if (was.length !== 5 || now.length !== 5) return undefined;
  const [format, products, categories, groups] = was;
  if (format !== now[0] || categories !== now[2] || groups !== now[3]) return undefined;
  const [latest = '', count = ''] = products!.split('/');
  const [, countNow = ''] = now[1]!.split('/');
  const heldAt = Date.parse(latest);
  // Products are only soft deleted: a smaller count means rows went another way; read it all again.
  if (Number.isNaN(heldAt) || !(Number(countNow) >= Number(count))) return undefined;
  return new Date(heldAt - CHANGES_WINDOW_MS).toISOString();
}
