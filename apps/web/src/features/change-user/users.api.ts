import { USERS_PAGE_SIZE, type UsersPage, type UsersPageRequest } from '@comandero/domain';
import { api } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';
import type { CardsBranch } from '../../app/offlineAuth/userCards';
import { isUnreachable } from '../../app/serverReachable';
import { cacheUserCards, offlineCardsPage } from './offlineChangeUser';

export const usersKeys = {
  all: ['users'] as const,
  page: (page: number, name: string) => ['users', 'page', page, name] as const,
};

/** The branch's users, 20 a page (spec 01 §9); `page` counts from 0 as the server does. */
export async function fetchUsersPage(page: number, name: string): Promise<UsersPage> {
  const { usersPageSchema } = await loadValidators();
  const body: UsersPageRequest = {
    page,
    pageSize: USERS_PAGE_SIZE,
    filter: name.trim() === '' ? {} : { name: name.trim() },
  };
  return api.post('/users/page', body, usersPageSchema);
}

/** A page of cards; offline, the cards this device knows, with whose PIN it can check. */
export type CardsPage = Pick<UsersPage, 'content' | 'totalElements'> & {
  /** Set when the server could not be reached: the users whose PIN this device can check. */
  offlineUsable: ReadonlySet<string> | null;
};

/** The server's page, kept on the device as it comes; the device's own when the server cannot be reached. */
export async function fetchUserCards(page: number, name: string, branch: CardsBranch | null): Promise<CardsPage> {
  const offline = async () => {
    const cached = await offlineCardsPage(page, name, branch ?? { id: '', name: '' });
    return { content: cached.content, totalElements: cached.totalElements, offlineUsable: cached.usable };
  };
  try {
    const answer = await fetchUsersPage(page, name);
    cacheUserCards(answer.content);
    return { content: answer.content, totalElements: answer.totalElements, offlineUsable: null };
  } catch (error) {
    if (isUnreachable(error)) return offline();
    throw error;
  }
}
