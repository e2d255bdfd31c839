import { type SessionUser, USERS_PAGE_SIZE, type UserCard } from '@comandero/domain';
import { authDb } from './authDb';
import { usersWithOfflinePin } from './pinLogins';

/** The change-user cards the server just listed, kept for the offline change of user. */
export async function cacheUserCards(cards: readonly UserCard[], now: number): Promise<void> {
  await authDb().cards.bulkPut(cards.map((card) => ({ ...card, cachedAt: now })));
}

export interface OfflineCardsPage {
  content: UserCard[];
  totalElements: number;
  /** The users whose PIN this device can check; the others need the connection. */
  usable: ReadonlySet<string>;
}

const cardOf = (user: SessionUser): UserCard => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role.name,
  phone: user.phone,
  branch: user.branch?.name ?? null,
  business: user.business.name,
  createdAt: user.createdAt,
});

/** The branch whose users the change-user screen lists: the signed-in user's. */
export interface CardsBranch {
  id: string;
  name: string;
}

/**
 * A page of the branch's cards known on this device, filtered by name as the server filters: the
 * cached cards, and every user of the branch who signed in here (a PIN user never listed still shows).
 */
export async function offlineCardsPage(page: number, name: string, branch: CardsBranch): Promise<OfflineCardsPage> {
  const db = authDb();
  const [cards, accounts, usable] = await Promise.all([
    db.cards.toArray(),
    db.accounts.toArray(),
    usersWithOfflinePin(branch.id),
  ]);
  const byId = new Map<string, UserCard>(
    accounts
      .filter((account) => account.user.branch?.id === branch.id)
      .map((account) => [account.userId, cardOf(account.user)]),
  );
  for (const { cachedAt: _cachedAt, ...card } of cards) {
    if (card.branch === null || card.branch === branch.name) byId.set(card.id, card);
  }
  const wanted = name.trim().toLowerCase();
  const matching = [...byId.values()]
    .filter((card) => wanted === '' || (card.name ?? '').toLowerCase().includes(wanted))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return {
    content: matching.slice(page * USERS_PAGE_SIZE, (page + 1) * USERS_PAGE_SIZE),
    totalElements: matching.length,
    usable,
  };
}
