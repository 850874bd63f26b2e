import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * A block between two people, in either direction, stops every kind of conversation (hiring,
 * working, direct) and every invitation between them (decision 053).
 */
export function canContact(relation: { isBlocked: boolean }): PolicyResult {
  return relation.isBlocked ? refuse('CHAT_BLOCKED', 'You cannot contact this person.') : allowed;
}
