import type { Socket } from 'socket.io';
import type { Db } from '../db/client.js';
import { findActorByToken } from '../plugins/auth.js';

/** Whether the session a socket was opened with still holds (not ended, expired, disabled or demoted). */
export type SessionCheck = () => Promise<boolean>;

type StaffAuthenticator = (token: string) => Promise<{ sessionId: string } | null>;

export function userSessionCheck(db: Db, token: string, sessionId: string): SessionCheck {
  return async () => (await findActorByToken(db, token))?.sessionId === sessionId;
}

export function staffSessionCheck(
  authenticate: StaffAuthenticator,
  token: string,
  sessionId: string,
): SessionCheck {
  return async () => (await authenticate(token))?.sessionId === sessionId;
}

const STAFF_SWEEP_MS = 15_000;

/**
 * Staff sockets are closed through `sessions.revoked` when a staff member logs out; an account
 * disabled or a support role taken away (by an admin, or straight in the database) ends no session
 * event, so each instance re-checks its own staff sockets every 15 s and closes those whose session
 * no longer holds. Every socket event is checked as well, before it does anything.
 */
export function startStaffSocketSweep(checks: Map<Socket, SessionCheck>, onError: (error: unknown) => void) {
  let isRunning = false;
  const timer = setInterval(async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      for (const [socket, check] of checks) {
        if (socket.connected && !(await check())) socket.disconnect(true);
      }
    } catch (error) {
      onError(error);
    } finally {
      isRunning = false;
    }
  }, STAFF_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
