import { CappedMap, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { AppError } from '../../shared/errors.js';

export interface Captcha {
  createChallenge(): Promise<unknown>;
  /** Throws CAPTCHA_REQUIRED / CAPTCHA_INVALID; each solved payload is accepted once. */
  verify(payload: string | undefined): Promise<void>;
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** Self-hosted ALTCHA proof of work (DESIGN §12): no third-party service, no tracking. */
export function createCaptcha(secret: Uint8Array): Captcha {
  const hmacSecret = Buffer.from(secret).toString('base64url');
  const usedChallenges = new CappedMap<string, boolean>({ maxSize: 50_000 });
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        // About a second of work on a cheap tablet.
        cost: 500,
        counter: randomInt(500, 2_000),
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        deriveKey,
        hmacSignatureSecret: hmacSecret,
      }),
    async verify(payload) {
      if (!payload) throw new AppError(400, 'CAPTCHA_REQUIRED', 'Complete the human verification');
      const result = await verify(payload, deriveKey, hmacSecret, undefined, usedChallenges);
      if (result.error || !result.verification?.verified) {
        throw new AppError(400, 'CAPTCHA_INVALID', 'The human verification failed, try again');
      }
    },
  };
}
