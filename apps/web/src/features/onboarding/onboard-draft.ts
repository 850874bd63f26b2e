import { ONBOARD_DRAFT_SESSION_KEY } from '../../lib/storage';
import type { OnboardDraft } from './onboard-reducer';

/**
 * The wizard's draft lives in sessionStorage: it survives reloads of the tab, is gone when the tab
 * closes, and is cleared on logout. It is tied to the account so another login never sees it.
 */
export function readOnboardDraft(accountCode: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(ONBOARD_DRAFT_SESSION_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { accountCode?: unknown; draft?: unknown };
    return stored.accountCode === accountCode ? stored.draft : null;
  } catch {
    return null;
  }
}

export function writeOnboardDraft(accountCode: string, draft: OnboardDraft): void {
  try {
    window.sessionStorage.setItem(ONBOARD_DRAFT_SESSION_KEY, JSON.stringify({ accountCode, draft }));
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
