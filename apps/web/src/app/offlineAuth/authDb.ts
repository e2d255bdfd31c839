import type { SessionUser, UserCard } from '@comandero/domain';
import Dexie, { type EntityTable } from 'dexie';
import type { PinFailures } from './offlineRules';
import type { Verifier } from './verifier';

/** What this device keeps of a user who signed in on it: verifiers, never a password or PIN. */
export interface OfflineAccount {
  userId: string;
  /** The identifier of the last password login, normalized; absent when only a PIN was used. */
  identifier?: string;
  /** Of identifier + password, from the last successful password login. */
  password?: Verifier;
  /** Of the PIN, kept only after it worked online on this device (change user). */
  pin?: Verifier;
  /** Roles, permissions and branch as the server last gave them. */
  user: SessionUser;
  /** The last session token the server gave this user here, and its expiry; dropped at logout. */
  jwt: string | null;
  jwtExpiresAt: string | null;
  updatedAt: number;
}

/** A change-user card as last listed by the server, for the offline change of user. */
export interface CachedCard extends UserCard {
  cachedAt: number;
}

/** The device's offline sign-in data (IndexedDB 'comandero-auth'), loaded only when a login needs it. */
export class AuthDatabase extends Dexie {
  accounts!: EntityTable<OfflineAccount, 'userId'>;
  cards!: EntityTable<CachedCard, 'id'>;
  pinFailures!: EntityTable<PinFailures, 'subject'>;

  constructor(name = 'comandero-auth') {
    super(name);
    this.version(1).stores({ accounts: 'userId, identifier', cards: 'id', pinFailures: 'subject' });
  }
}

let database: AuthDatabase | null = null;

export const authDb = (): AuthDatabase => {
  database ??= new AuthDatabase();
  return database;
};
