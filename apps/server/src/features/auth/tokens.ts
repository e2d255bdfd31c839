import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../shared/errors.js';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'comandero-pos';

export function signToken(secret: Uint8Array, claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

const VERIFIED_CACHE_SIZE = 2_000;
// Tokens whose signature was already checked, with their expiry: a signature check is a thread-pool
// round trip, and a terminal sends the same token all shift. Expiry and session are still checked per request.
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, TokenClaims & { expiresAtMs: number }>>();

export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const known = verified.get(token);
  if (known && known.expiresAtMs > now.getTime()) return { userId: known.userId, sessionId: known.sessionId };
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      throw new errors.JWTInvalid('claims');
    }
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED', 'The session has expired');
    throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  }
}
