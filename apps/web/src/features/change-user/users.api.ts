import { USERS_PAGE_SIZE, type UsersPage, type UsersPageRequest } from '@comandero/domain';
import { api } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';

export const usersKeys = {
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
