import type { LoginResponse, SessionUser, UserCard } from '@comandero/domain';
import type { OfflineSessionTerms } from '../../app/offlineAuth/offlineRules';
import type { OfflinePinResult } from '../../app/offlineAuth/pinLogins';
import type { CardsBranch, OfflineCardsPage } from '../../app/offlineAuth/userCards';
import type { Verifier } from '../../app/offlineAuth/verifier';

// The PIN verifiers and the cards' IndexedDB load with the change-user screen's first use, not with the POS.
const pinLogins = () => import('../../app/offlineAuth/pinLogins');
const userCards = () => import('../../app/offlineAuth/userCards');
const offlineSessions = () => import('../../app/offlineSession');

/** Derives the PIN's verifier while the PIN is sent; null where this browser cannot. */
export function preparePinVerifier(userId: string, pin: string): Promise<Verifier | null> {
  return pinLogins()
    .then((module) => module.preparePinVerifier(userId, pin))
    .catch(() => null);
}

/** A PIN that worked online: keep its verifier, so this user can change in offline too (never blocks). */
export function rememberPinLogin(
  verifier: Promise<Verifier | null>,
  answer: LoginResponse,
  previousUserId: string | null,
) {
  void (async () => {
    const prepared = await verifier;
    if (!prepared) return;
    const { rememberPinLogin: remember } = await pinLogins();
    await remember(prepared, answer, previousUserId, Date.now());
  })().catch(() => undefined);
}

/** The PIN against this device's verifier; null when the device cannot tell (no storage). */
export async function checkOfflinePin(
  caller: { id: string; branchId: string },
  userId: string,
  pin: string,
): Promise<OfflinePinResult | null> {
  try {
    // The session's module comes along, so a match can start the session with nothing more to load.
    const [{ checkOfflinePin: check }] = await Promise.all([pinLogins(), offlineSessions()]);
    return await check(caller, userId, pin, Date.now());
  } catch {
    return null;
  }
}

export function cacheUserCards(cards: readonly UserCard[]): void {
  void userCards()
    .then(({ cacheUserCards: cache }) => cache(cards, Date.now()))
    .catch(() => undefined);
}

export async function offlineCardsPage(page: number, name: string, branch: CardsBranch): Promise<OfflineCardsPage> {
  const { offlineCardsPage: read } = await userCards();
  return read(page, name, branch);
}

/** Opens the offline session of the user whose PIN the device verified. */
export async function startOfflinePinSession(user: SessionUser, terms: OfflineSessionTerms): Promise<void> {
  const { startOfflineSession } = await offlineSessions();
  startOfflineSession(user, terms);
}
