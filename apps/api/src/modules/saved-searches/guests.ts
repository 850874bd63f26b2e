import { type GuestAlertInput, MAX_SAVED_SEARCHES } from '@talentport/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedSearches } from '../../db/schema.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import type { LinkBuilder } from '../../platform/links.js';
import { guestAlertConfirmMail } from '../../platform/mail/alert-templates.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { describeSearch, FREQUENCY_MS, parseSavedQuery } from './query.js';

/** A confirmation link works this long; an unconfirmed alert is never sent anything. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * A guest asks for job alerts (double opt-in, decision 108): the alert is stored unconfirmed and a
 * confirmation mail goes out; the job skips it until the link is followed. An address that already
 * keeps the maximum gets no new one (the answer does not say so).
 */
export async function subscribeGuest({
  db,
  links,
  input,
  now = new Date(),
}: {
  db: Db;
  links: LinkBuilder;
  input: { email: string; query: string; frequency: NonNullable<GuestAlertInput['frequency']> };
  now?: Date;
}): Promise<{ isMailSent: boolean }> {
  const { query, filters } = parseSavedQuery(input.query);
  const [existing] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.guestEmail, input.email));
  if ((existing?.total ?? 0) >= MAX_SAVED_SEARCHES) return { isMailSent: true };
  const token = generateToken();
  const name = describeSearch(filters);
  await db.transaction(async (tx) => {
    await tx.insert(savedSearches).values({
      guestEmail: input.email,
      name,
      query,
      filters,
      frequency: input.frequency,
      createdAt: now,
      checkedUntil: now,
      nextDueAt: now,
      confirmTokenHash: hashToken(token),
      unsubscribeKey: generateToken(),
    });
    await enqueueMail(tx, {
      to: input.email,
      template: 'guest-alert-confirm',
      mail: guestAlertConfirmMail({
        searchName: name,
        confirmLink: links.page(`/api/v1/saved-searches/confirm?token=${token}`),
      }),
    });
  });
  return { isMailSent: true };
}

export type ConfirmOutcome = { state: 'confirmed'; name: string } | { state: 'invalid' | 'expired' };

/** Follows a confirmation link: from now on new listings alert (none published before). */
export async function confirmGuest(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.confirmTokenHash, hashToken(token)), isNull(savedSearches.confirmedAt)))
    .limit(1);
  if (!row) return { state: 'invalid' };
  if (row.createdAt.getTime() + CONFIRM_TTL_MS <= now.getTime()) return { state: 'expired' };
  const [confirmed] = await db
    .update(savedSearches)
    .set({
      confirmedAt: now,
      confirmTokenHash: null,
      checkedUntil: now,
      nextDueAt: new Date(now.getTime() + FREQUENCY_MS[row.frequency]),
    })
    .where(and(eq(savedSearches.id, row.id), isNull(savedSearches.confirmedAt)))
    .returning({ name: savedSearches.name });
  return confirmed ? { state: 'confirmed', name: confirmed.name } : { state: 'invalid' };
}
