import { useState } from 'react';

/**
 * A report's page (from 1), back to the first whenever its filter changes: a shorter range or another
 * filter may not have the page that was open.
 */
export function usePageFor(filter: unknown): [number, (page: number) => void] {
  const key = JSON.stringify(filter);
  const [paging, setPaging] = useState({ key, page: 1 });
  return [paging.key === key ? paging.page : 1, (page) => setPaging({ key, page })];
}
