import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Executor } from '../../db/transaction.js';
import { recordLastHost } from '../player/player.service.js';
import type { SessionCookies } from './session-cookie.js';
import {
  endPlayerSessions,
  endSessionRow,
  findLiveSessionByTokenHash,
  insertSession,
  listLiveSessions,
  markAuthenticated,
  touchSession,
  type SessionRow,
} from './sessions.repository.js';

/** What a signed-in request knows about itself. */
export interface AuthContext {
  playerId: number;
  sessionId: string;
  /** Last proof of the password or a second factor (AS-08 re-auth window). */
  authenticatedAt: Date;
}

/** Why a presented cookie did not give a session: each answers 401 (AS-04, AS-05). */
export type SessionProblem = 'malformed' | 'unknown' | 'idle' | 'expired';

export type ResolvedSession =
  | { kind: 'none' }
  | { kind: 'valid'; auth: AuthContext }
  | { kind: 'invalid'; problem: SessionProblem };

/** Writing last-seen on every request would turn reads into writes; a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 bits from the CSPRNG, base64url: 43 characters (AS-04 asks for at least 128). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionLimits(deps: AppDeps): { idleMs: number; absoluteMs: number } {
  return {
    idleMs: deps.env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: deps.env.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
}

/** A short, readable device label from the user agent for the sessions list. */
export function deviceLabel(userAgent: string | undefined | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Unknown system';
  return `${browser} on ${system}`;
}

/**
 * Starts a fresh session for the player and sets its cookie. Any session the request already
 * carried is ended first, so a sign-in always rotates the id (AS-04, session fixation).
 */
export async function startSession(
  deps: AppDeps,
  tx: Executor,
  context: RequestContext,
  cookies: SessionCookies,
  playerId: number,
): Promise<{ sessionId: string }> {
  const now = deps.clock.now();
  const previous = cookies.token();
  if (previous) {
    const found = await findLiveSessionByTokenHash(tx, hashToken(previous));
    if (found) await endSessionRow(tx, found.id, now, 'rotated');
  }
  const token = newToken();
  const sessionId = randomUUID();
  const { absoluteMs } = sessionLimits(deps);
  await insertSession(tx, {
    id: sessionId,
    tokenHash: hashToken(token),
    playerId,
    createdAt: now,
    lastSeenAt: now,
    authenticatedAt: now,
    expiresAt: new Date(now.getTime() + absoluteMs),
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 512) ?? null,
    country: context.country,
  });
  await recordLastHost(tx, playerId, context.hostname);
  cookies.set(token, Math.floor(absoluteMs / 1000));
  return { sessionId };
}

/** Looks the request's cookie up and applies the idle and absolute time-outs (AS-05). */
export async function resolveSession(
  deps: AppDeps,
  token: string | null | undefined,
): Promise<ResolvedSession> {
  if (token === undefined) return { kind: 'none' };
  if (token === null) return { kind: 'invalid', problem: 'malformed' };
  const row = await findLiveSessionByTokenHash(deps.database.db, hashToken(token));
  if (!row) return { kind: 'invalid', problem: 'unknown' };
  const now = deps.clock.now();
  const problem = expiryProblem(deps, row, now);
  if (problem) {
    await endSessionRow(deps.database.db, row.id, now, problem === 'idle' ? 'idle' : 'expired');
    return { kind: 'invalid', problem };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(deps.database.db, row.id, now);
  }
  return {
    kind: 'valid',
    auth: { playerId: row.playerId, sessionId: row.id, authenticatedAt: row.authenticatedAt },
  };
}

function expiryProblem(deps: AppDeps, row: SessionRow, now: Date): SessionProblem | null {
  const { idleMs } = sessionLimits(deps);
  if (now.getTime() >= row.expiresAt.getTime()) return 'expired';
  if (now.getTime() - row.lastSeenAt.getTime() > idleMs) return 'idle';
  return null;
}

export async function endCurrentSession(
  deps: AppDeps,
  cookies: SessionCookies,
  reason: string,
): Promise<number | null> {
  const resolved = await resolveSession(deps, cookies.token());
  cookies.clear();
  if (resolved.kind !== 'valid') return null;
  await endSessionRow(deps.database.db, resolved.auth.sessionId, deps.clock.now(), reason);
  return resolved.auth.playerId;
}

/** Ends one of the player's sessions; false when it is not theirs or already ended (AC-01). */
export async function endPlayerSession(
  deps: AppDeps,
  playerId: number,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  const ended = await endSessionRow(
    deps.database.db,
    sessionId,
    deps.clock.now(),
    reason,
    playerId,
  );
  return ended > 0;
}

/** AS-06: after a password or two-factor change, or by the player's choice. */
export async function endOtherSessions(
  deps: AppDeps,
  tx: Executor,
  playerId: number,
  keepSessionId: string | null,
  reason: string,
): Promise<number> {
  return endPlayerSessions(tx, playerId, keepSessionId, deps.clock.now(), reason);
}

export async function markSessionAuthenticated(
  deps: AppDeps,
  tx: Executor,
  sessionId: string,
): Promise<void> {
  await markAuthenticated(tx, sessionId, deps.clock.now());
}

/** `db`: the caller's transaction when it holds one (the session-limit check of a bet). */
export async function liveSessions(
  deps: AppDeps,
  playerId: number,
  db: Executor = deps.database.db,
): Promise<SessionRow[]> {
  const now = deps.clock.now();
  const rows = await listLiveSessions(db, playerId);
  return rows.filter((row) => expiryProblem(deps, row, now) === null);
}
