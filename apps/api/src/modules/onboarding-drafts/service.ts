import type { OnboardingDraft, OnboardingDraftInput } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onboardingDrafts, users } from '../../db/schema.js';

/** The caller's draft while they are onboarding; none once onboarding is complete. */
export async function getOnboardingDraft({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<OnboardingDraft> {
  const [row] = await db
    .select({ draft: onboardingDrafts, isOnboard: users.isOnboard })
    .from(onboardingDrafts)
    .innerJoin(users, eq(users.id, onboardingDrafts.userId))
    .where(eq(onboardingDrafts.userId, userId))
    .limit(1);
  if (!row || row.isOnboard) return { draft: null, updatedAt: null };
  const { currentStep, processedStep, referrerEmail, data, updatedAt } = row.draft;
  return { draft: { currentStep, processedStep, referrerEmail, data }, updatedAt: updatedAt.toISOString() };
}

/** Keeps the latest draft: one row per account, replaced at every save. */
export async function saveOnboardingDraft({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: OnboardingDraftInput;
}): Promise<OnboardingDraft> {
  const values = {
    currentStep: Math.min(input.currentStep, input.processedStep),
    processedStep: input.processedStep,
    referrerEmail: input.referrerEmail ?? '',
    data: input.data,
    updatedAt: new Date(),
  };
  await db
    .insert(onboardingDrafts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: onboardingDrafts.userId, set: values });
  return getOnboardingDraft({ db, userId });
}

export async function deleteOnboardingDraft({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
}
