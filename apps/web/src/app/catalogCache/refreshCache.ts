// Fetches what the device keeps for offline use and stores it. Loaded with the store, on first use.
import {
  type CatalogAnswer,
  type CheckoutSettings,
  can,
  canSeePrinters,
  catalogAnswerSchema,
  checkoutSettingsSchema,
  hasArea,
  type Printer,
  printerSchema,
  type Room,
  roomSchema,
  type SessionUser,
  type Table,
  tableSchema,
  type UserCard,
  usersPageSchema,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../api';
import type { CacheScope, CollectionName } from './catalogDb';
import {
  markCatalogCurrent,
  saveCatalog,
  saveCatalogChanges,
  saveCollection,
  storedCatalogVersion,
} from './catalogStore';

/** Pages of user cards read at most (100 each): the change-user screen of a large branch. */
const USER_PAGES_MAX = 20;
const USERS_PAGE = 100;

const tablesSchema = z.array(tableSchema);
const roomsSchema = z.array(roomSchema);
const printersSchema = z.array(printerSchema);

async function fetchCatalog(since: string | undefined): Promise<CatalogAnswer> {
  // A copy behind only in products gets those alone (issue 16 §6), not 20,000 products again.
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}&changes=products`;
  return api.get(`/menu/catalog${query}`, catalogAnswerSchema);
}

async function fetchAllUsers(): Promise<UserCard[]> {
  const users: UserCard[] = [];
  for (let page = 0; page < USER_PAGES_MAX; page++) {
    const answer = await api.post('/users/page', { page, pageSize: USERS_PAGE, filter: {} }, usersPageSchema);
    users.push(...answer.content);
    if (users.length >= answer.totalElements || answer.content.length === 0) break;
  }
  return users;
}

/** Reads the catalog again unless the server says the stored version is current; true when it changed. */
async function refreshCatalog(scope: CacheScope, now: () => Date): Promise<boolean> {
  const answer = await fetchCatalog(await storedCatalogVersion(scope));
  if (!answer.changed) {
    await markCatalogCurrent(scope, now());
    return false;
  }
  if (answer.changed === 'products') {
    await saveCatalogChanges(scope, answer, now());
    return true;
  }
  const { changed: _, ...catalog } = answer;
  await saveCatalog(scope, catalog, now());
  return true;
}

/**
 * Refreshes every collection this user may read (a 403 would end the session, so none is asked
 * without the permission). The others are stored even when one fails; a failed catalog is thrown.
 */
export async function refreshDeviceCache(
  scope: CacheScope,
  user: SessionUser,
  now: () => Date = () => new Date(),
): Promise<{ catalogChanged: boolean }> {
  const politics = user.securityPolitics;
  const store = async <T>(name: CollectionName, read: () => Promise<T>) => {
    await saveCollection(scope, name, await read(), now());
  };
  const onFloor = hasArea(politics, 'tables');
  const others = Promise.allSettled([
    onFloor && store<Table[]>('tables', () => api.get('/tables', tablesSchema)),
    onFloor && store<Room[]>('rooms', () => api.get('/rooms', roomsSchema)),
    onFloor && store<CheckoutSettings>('checkoutSettings', () => api.get('/checkout/settings', checkoutSettingsSchema)),
    can(politics, 'users', 'read') && store<UserCard[]>('users', fetchAllUsers),
    canSeePrinters(politics) && store<Printer[]>('printers', () => api.get('/printers', printersSchema)),
  ]);
  try {
    return { catalogChanged: onFloor ? await refreshCatalog(scope, now) : false };
  } finally {
    await others;
  }
}
