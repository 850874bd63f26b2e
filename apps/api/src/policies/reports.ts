import { REPORT_HIDE_THRESHOLD } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** An account is "new" for reports until this old; its reports go to staff, they hide nothing. */
export const REPORTER_MIN_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type Reporter = { emailVerify: boolean; isOnboard: boolean; createdAt: Date };
/** The reporter's earlier reports as staff judged them. */
export type ReportHistory = { upheld: number; dismissed: number };

/** Only verified, onboarded accounts may report (decision 053). */
export function canReport(reporter: Reporter): PolicyResult {
  if (!reporter.emailVerify) {
    return refuse('EMAIL_NOT_VERIFIED', 'Please verify your email address before reporting an opportunity.');
  }
  if (!reporter.isOnboard) {
    return refuse('PROFILE_NOT_ONBOARDED', 'Please finish setting up your profile before reporting.');
  }
  return allowed;
}

/**
 * How much a report counts towards hiding a listing without staff: 0 for a new account or one
 * whose reports staff mostly dismissed, 2 for one with upheld reports and none dismissed, 1 else.
 */
export function reportWeight(reporter: Reporter, history: ReportHistory, now: Date): number {
  if (now.getTime() - reporter.createdAt.getTime() < REPORTER_MIN_AGE_MS) return 0;
  if (history.dismissed > history.upheld) return 0;
  if (history.upheld > 0 && history.dismissed === 0) return 2;
  return 1;
}

/** Hidden at once only when the weighed reports reach the threshold; else it waits for staff. */
export function shouldHideReportedListing(weights: number[]): boolean {
  return weights.reduce((sum, weight) => sum + weight, 0) >= REPORT_HIDE_THRESHOLD;
}
