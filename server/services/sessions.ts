// Server-side sessions: the client holds a random id, the database holds its keyed hash.
import { and, eq, gt, lt, ne, not, or, sql, type Placeholder } from 'drizzle-orm';
import type { Role } from '../../src/domain/constants';
import type { Language } from '../../src/domain/i18n';
import type { Database, Executor } from '../db/client';
import type { DatabaseReads } from '../fast-reads';
import { sessions, users } from '../db/schema';
import { accountEmail } from './accounts';
import { hashToken, newToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 7 * DAY_MS;
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** "Remember me" sessions may rest until their 30-day expiry; browser sessions end after SESSION_IDLE_MS unused. */
const notIdle = (idleSince: Date | Placeholder) => or(eq(sessions.persistent, true), gt(sessions.lastSeenAt, idleSince)) ?? sql`true`;

export const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS);

/**
 * The session row a token hash names, if it is neither expired nor idle. Values or placeholders (for the
 * prepared reads that join the session check into the read itself).
 */
export const liveSession = (tokenHash: string | Placeholder, now: Date | Placeholder, since: Date | Placeholder) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), notIdle(since));

/** What a read that joins the session check keeps of the session row. */
export interface SessionTimes {
  expiresAt: Date;
  persistent: boolean;
  lastSeenAt: Date;
}

/** The rule of liveSession, for a session row read earlier (a remembered read): is it still live at `now`? */
const isLiveAt = (session: SessionTimes, now: Date): boolean => session.expiresAt > now && (session.persistent || session.lastSeenAt > idleSince(now));

/**
 * After a read joined to the session check (fresh, or remembered until the next write): true when the session is
 * still live at `now` — time alone can end it since the read — and then its idle clock is moved (once a minute).
 */
export async function keepAlive(db: Executor, tokenHash: string, session: SessionTimes | null, now: Date): Promise<boolean> {
  if (!session || !isLiveAt(session, now)) return false;
  await touchSession(db, tokenHash, session.lastSeenAt, now);
  return true;
}

/** Keeps reads cheap: the idle clock moves at most once a minute. */
async function touchSession(db: Executor, tokenHash: string, lastSeenAt: Date, now: Date): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
}

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * A session's user with the language of their account (the API speaks it when the request names none), and whether
 * the account must choose a new password before anything else (an admin gave it a temporary one).
 */
export interface SessionAccount extends SignedInUser {
  language: Language;
  mustChangePassword: boolean;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export async function createSession(db: Executor, secret: string, userId: string, persistent: boolean, now = new Date()): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_MS : SESSION_ABSOLUTE_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token, secret), userId, persistent, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt, persistent };
}

type LiveSessionRow = SessionAccount & SessionTimes;

async function loadLiveSession(db: Database, tokenHash: string, now: Date): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: accountEmail,
      role: users.role,
      language: users.language,
      mustChangePassword: users.mustChangePassword,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(tokenHash, now, idleSince(now)))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in user of a session id, in one query (session joined to user); null when unknown or expired.
 * With fast reads on the embedded database the row is remembered until the next write and its expiry checked
 * again (decision 008).
 */
export async function resolveSession({ db, fastReads }: DatabaseReads, secret: string, token: string, now = new Date()): Promise<SessionAccount | null> {
  const tokenHash = hashToken(token, secret);
  const row = await fastReads.untilNextWrite(`session ${tokenHash}`, () => loadLiveSession(db, tokenHash, now));
  if (!row || !(await keepAlive(db, tokenHash, row, now))) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role, language: row.language, mustChangePassword: row.mustChangePassword };
}

export async function destroySession(db: Executor, secret: string, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token, secret)));
}

export async function destroyUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the account but the one this token opened (a password change keeps its own device signed in). */
export async function destroyOtherSessions(db: Executor, secret: string, userId: string, keptToken: string | null): Promise<void> {
  const others = keptToken === null ? undefined : ne(sessions.tokenHash, hashToken(keptToken, secret));
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), not(notIdle(idleSince(now)))));
}
