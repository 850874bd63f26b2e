import { allowed, type PolicyResult, refuse } from './result.js';

/**
 * Mail that carries text a user wrote (a company name in an invitation, a message, a cover
 * letter) is sent only for verified accounts, so a throw-away account cannot make us mail its
 * words to any address (decision 053).
 */
export function canSendUserWrittenMail(sender: { emailVerify: boolean }): PolicyResult {
  if (sender.emailVerify) return allowed;
  return refuse(
    'FORBIDDEN',
    'Please verify your email address first: mail that carries your words is only sent for verified accounts.',
  );
}
