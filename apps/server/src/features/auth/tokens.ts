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

export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new errors.JWTInvalid('claims');
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED', 'The session has expired');
    throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  }
}
