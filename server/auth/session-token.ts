// The portal's session: a short-lived HS256 JWT naming a session row, which every request checks, so that a
// logout, a revoke or a disable ends it at once.
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const issuer = 'subscription-portal';
const audience = 'subscription-portal-api';

export type SessionClaims = { userId: number; sessionId: string };
export type VerifiedClaims = SessionClaims & { expiresAt: Date };

export function createSessionTokens(secret: string, ttlMinutes: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlMinutes,
    newSessionId: () => randomBytes(18).toString('base64url'),
    sign: ({ userId, sessionId }: SessionClaims) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlMinutes}m`)
        .sign(key),
    /** The claims of a valid token, or null for anything else (expired, tampered, another algorithm, malformed). */
    verify: async (token: string): Promise<VerifiedClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          return null;
        return { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
