import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules } from './rate-limit-rules.js';
import type { RateLimitRule } from './rate-limiter.js';

/** What each rule limits, in words: the source of the table in docs/decisions/003. */
export const RATE_LIMIT_DESCRIPTIONS: Record<keyof RateLimitRules, { call: string; key: string }> = {
  loginFailuresPerIp: { call: 'login, staff login, OAuth link step', key: 'failures per IP' },
  loginFailuresPerAccount: {
    call: 'login, staff login, OAuth link step',
    key: 'failures per account (email); a success resets it',
  },
  registerPerIp: { call: 'register, join by invitation', key: 'per IP' },
  registerPerEmail: { call: 'register', key: 'per email' },
  checkExistedPerIp: { call: 'check-existed-by', key: 'per IP' },
  verifyMailPerAccount: { call: 'get-email-verify-link', key: 'per account' },
  mailLinksPerIp: { call: 'get-email-verify-link, password/get-link', key: 'per IP' },
  emailVerifyPerIp: { call: 'email-verify (link or code), new-password-with-link', key: 'per IP' },
  passwordLinkPerEmail: { call: 'password/get-link', key: 'per email' },
  passwordFailuresPerAccount: {
    call: 'change-password, changeEmail',
    key: 'wrong current passwords per account',
  },
  emailChangePerAccount: { call: 'changeEmail', key: 'per account' },
  invitesPerAccount: { call: 'company/invite', key: 'per account' },
  linkLookupPerIp: { call: 'user/token/:token, short link lookup', key: 'per IP' },
  oauthStartPerIp: { call: 'Google / LinkedIn log-in start', key: 'per IP' },
  uploadsPerUser: { call: 'file/upload', key: 'per account' },
  shortLinksPerIp: { call: 'POST short-url', key: 'per IP' },
  promoAttemptsPerUser: { call: 'addPromotion', key: 'per account' },
  chatFirstContactsPerUser: { call: 'new direct conversation', key: 'per account' },
  chatMessagesPerUser: { call: 'chat messages (REST and socket)', key: 'per account' },
  opportunityPostsPerUser: { call: 'post or duplicate an opportunity', key: 'per account' },
  applicationsPerUser: { call: 'apply', key: 'per account' },
  reportsPerUser: { call: 'report an opportunity', key: 'per account' },
  invitationsPerUser: { call: 'invite a freelancer to an opportunity', key: 'per account' },
  textWritesPerUser: {
    call: 'long-text writes: opportunity edit, profile, application notes and status, request answers, message edits, talent-manager bookings',
    key: 'per account',
  },
  twoFactorFailuresPerAccount: {
    call: 'log-in second step (users and staff), staff two-factor set-up, two-factor confirm, turn off, new recovery codes',
    key: 'wrong codes per account; a success resets it',
  },
  alertSignupsPerEmail: { call: 'guest job-alert sign-up (mails a confirmation link)', key: 'per email' },
  dataExportsPerUser: { call: 'ask for a data export', key: 'per account' },
};

function describeWindow({ limit, windowMs }: RateLimitRule): string {
  const minutes = windowMs / 60_000;
  if (minutes === 1) return `${limit} per minute`;
  if (minutes === 60) return `${limit} per hour`;
  if (minutes === 24 * 60) return `${limit} per day`;
  return `${limit} per ${minutes} min`;
}

/** The markdown table of the default rules, as docs/decisions/003 shows it. */
export function renderRateLimitTable(rules: RateLimitRules = DEFAULT_RATE_LIMIT_RULES): string {
  const rows = (Object.keys(RATE_LIMIT_DESCRIPTIONS) as Array<keyof RateLimitRules>).map((name) => {
    const { call, key } = RATE_LIMIT_DESCRIPTIONS[name];
    return `| \`${name}\` | ${call} | ${key} | ${describeWindow(rules[name])} |`;
  });
  return ['| rule | call | counted | limit |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
