import { ONBOARD_DRAFT_SESSION_KEY } from '../../lib/storage';
import type { OnboardDraft } from './onboard-reducer';

/**
 * The wizard's draft is kept in sessionStorage at every keystroke (it survives reloads of the tab,
 * is gone when the tab closes and is cleared on logout; it is tied to the account so another
 * login never sees it) and on the server at every step (decision 063).
 */
export type StoredDraft = { draft: unknown; savedAt: number };

export function readOnboardDraft(accountCode: string): StoredDraft | null {
  try {
    const raw = window.sessionStorage.getItem(ONBOARD_DRAFT_SESSION_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { accountCode?: unknown; draft?: unknown; savedAt?: unknown };
    if (stored.accountCode !== accountCode) return null;
    return { draft: stored.draft, savedAt: typeof stored.savedAt === 'number' ? stored.savedAt : 0 };
  } catch {
    return null;
  }
}

/**
 * This tab's draft (every keystroke) or the server's (every step, from any tab or device):
 * whichever was saved last.
 */
export function newerDraft(
  local: StoredDraft | null,
  server: { draft: unknown; updatedAt: string | null } | undefined,
): unknown {
  const serverAt = server?.updatedAt ? Date.parse(server.updatedAt) : Number.NEGATIVE_INFINITY;
  if (server?.draft && (!local || serverAt > local.savedAt)) return server.draft;
  return local?.draft ?? null;
}

export function writeOnboardDraft(accountCode: string, draft: OnboardDraft): void {
  try {
    window.sessionStorage.setItem(
      ONBOARD_DRAFT_SESSION_KEY,
      JSON.stringify({ accountCode, draft, savedAt: Date.now() }),
    );
  } catch {
    // Storage full or disabled: the wizard still works, it just does not survive a reload.
  }
}

export function clearOnboardDraft(): void {
  try {
    window.sessionStorage.removeItem(ONBOARD_DRAFT_SESSION_KEY);
  } catch {
    // Nothing to clear.
  }
}
