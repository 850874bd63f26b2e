import type { UserRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** Only freelancers keep a portfolio of case studies (decision 103). */
export function canKeepPortfolio(actor: { userRole: UserRole | null }): PolicyResult {
  return actor.userRole === 'freelancer'
    ? allowed
    : refuse('FORBIDDEN', 'Only freelancers have a portfolio of case studies.');
}

/** A case study is changed by its owner only; anyone else is told it does not exist. */
export function canEditPortfolioItem(actor: { userId: string }, item: { userId: string }): PolicyResult {
  return actor.userId === item.userId
    ? allowed
    : refuse('NOT_FOUND', 'There is no case study of yours with this id.');
}
