import type { Page } from '@playwright/test';

/**
 * How many products the page's device copy holds (IndexedDB 'comandero-catalog'): a test waits
 * for it before going offline, as a waiter's device would have it from the login on.
 */
export function storedProducts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('comandero-catalog');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('products').objectStore('products').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => resolve(0);
        };
      }),
  );
}

/** Serves the menu of `tableId` on this device (as taking the table leaves it), without writing to it. */
export async function serveTable(page: Page, tableId: string): Promise<void> {
  await page.evaluate(
    (id) => localStorage.setItem('table', JSON.stringify({ tableId: id, justOccupied: false })),
    tableId,
  );
  await page.goto('/menu/home');
}
