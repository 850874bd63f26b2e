import type { MilestoneInput, SubmitMilestoneInput } from '@talentport/contract';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type EngagementRow,
  engagements,
  files,
  type MilestoneRow,
  milestones,
  opportunities,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import {
  canActOnMilestone,
  canProposeMilestone,
  enforce,
  type MilestoneAction,
} from '../../policies/index.js';
import { findWorkActor, kindOf, loadEngagement, type WorkActor, workViewerOf } from './access.js';
import { issueInvoice } from './invoices-service.js';
import { AfterCommit, formatMoney, tellOtherSide, type WorkContext } from './notify.js';

const milestoneNotFound = () => new AppError('NOT_FOUND', 'There is no milestone with this id.');

async function titleOf(tx: Db, engagement: EngagementRow) {
  const [row] = await tx
    .select({ title: opportunities.title })
    .from(opportunities)
    .where(eq(opportunities.id, engagement.opportunityId));
  return row?.title ?? '';
}

const label = (milestone: MilestoneRow) => `milestone ${milestone.position} “${milestone.title}”`;

/** Either side proposes another milestone; the other side accepts it (or either side declines it). */
export async function proposeMilestone(
  ctx: WorkContext,
  actor: Actor,
  engagementId: string,
  input: MilestoneInput,
) {
  const who = await findWorkActor(ctx.db, actor);
  const after = new AfterCommit();
  const id = await ctx.db.transaction(async (tx) => {
    const { engagement, viewer } = await loadEngagement(tx, who, engagementId, true);
    enforce(canProposeMilestone(viewer, { status: engagement.status, kind: kindOf(engagement) }));
    const [last] = await tx
      .select({ position: max(milestones.position) })
      .from(milestones)
      .where(eq(milestones.engagementId, engagementId));
    const [row] = await tx
      .insert(milestones)
      .values({
        engagementId,
        position: (last?.position ?? 0) + 1,
        title: input.title,
        amount: input.amount,
        currency: engagement.terms?.currency ?? ctx.platformCurrency,
        dueDate: input.dueDate,
        status: 'proposed',
        proposedBy: viewer.side as 'client' | 'worker',
        proposedByUserId: who.userId,
      })
      .returning();
    const milestone = row as MilestoneRow;
    await tellOtherSide(tx, ctx, after, {
      parties: engagement,
      toSide: viewer.side === 'client' ? 'worker' : 'client',
      actorUserId: who.userId,
      kind: 'work.milestone_proposed',
      title: 'A new milestone was proposed',
      sentence: `The other side proposed ${label(milestone)} of ${formatMoney(milestone.amount, milestone.currency)}, due ${milestone.dueDate}: accept or decline it.`,
      opportunityTitle: await titleOf(tx, engagement),
      line: {
        conversationKey: `working:${engagementId}`,
        body: `Proposed ${label(milestone)}: ${formatMoney(milestone.amount, milestone.currency)}, due ${milestone.dueDate}.`,
      },
    });
    return milestone.id;
  });
  after.flush(ctx);
  return findMilestone(ctx.db, who, id);
}

async function lockMilestone(tx: Db, who: WorkActor, milestoneId: string) {
  const [row] = await tx
    .select({ milestone: milestones, engagement: engagements, now: sql<string>`now()` })
    .from(milestones)
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .where(eq(milestones.id, milestoneId))
    .for('update')
    .limit(1);
  if (!row) throw milestoneNotFound();
  const viewer = workViewerOf(who, row.engagement);
  if (!viewer.side) throw milestoneNotFound();
  return { ...row, viewer, now: new Date(row.now) };
}

export async function findMilestone(db: Db, who: WorkActor, milestoneId: string) {
  const [row] = await db
    .select({ milestone: milestones, engagement: engagements })
    .from(milestones)
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .where(eq(milestones.id, milestoneId))
    .limit(1);
  const viewer = row ? workViewerOf(who, row.engagement) : null;
  if (!row || !viewer?.side) throw milestoneNotFound();
  return { ...row, viewer };
}

type Step = {
  action: MilestoneAction;
  change: (milestone: MilestoneRow, who: WorkActor) => Partial<typeof milestones.$inferInsert>;
  kind: string;
  title: (milestone: MilestoneRow) => string;
  sentence: (milestone: MilestoneRow) => string;
  line: (milestone: MilestoneRow) => string;
  quote?: (milestone: MilestoneRow) => { label: string; text: string };
};

async function step(ctx: WorkContext, actor: Actor, milestoneId: string, s: Step) {
  const who = await findWorkActor(ctx.db, actor);
  const after = new AfterCommit();
  await ctx.db.transaction(async (tx) => {
    const { milestone, engagement, viewer } = await lockMilestone(tx, who, milestoneId);
    const state = { status: engagement.status, kind: kindOf(engagement) };
    enforce(canActOnMilestone(viewer, state, milestone, s.action));
    const [changed] = await tx
      .update(milestones)
      .set(s.change(milestone, who))
      .where(eq(milestones.id, milestoneId))
      .returning();
    const updated = changed as MilestoneRow;
    await tellOtherSide(tx, ctx, after, {
      parties: engagement,
      toSide: viewer.side === 'client' ? 'worker' : 'client',
      actorUserId: who.userId,
      kind: s.kind,
      title: s.title(updated),
      sentence: s.sentence(updated),
      opportunityTitle: await titleOf(tx, engagement),
      quote: s.quote?.(updated),
      line: { conversationKey: `working:${engagement.id}`, body: s.line(updated) },
    });
    if (s.action === 'approve') await invoiceMilestone(tx, ctx, after, engagement, updated, who.userId);
  });
  after.flush(ctx);
  return findMilestone(ctx.db, who, milestoneId);
}

async function invoiceMilestone(
  tx: Db,
  ctx: WorkContext,
  after: AfterCommit,
  engagement: EngagementRow,
  milestone: MilestoneRow,
  actorUserId: string | null,
) {
  await issueInvoice(tx, ctx, after, {
    engagement,
    source: { milestoneId: milestone.id },
    lines: [
      {
        description: `Milestone ${milestone.position}: ${milestone.title}`,
        minutes: null,
        hourlyRate: null,
        amount: milestone.amount,
      },
    ],
    currency: milestone.currency,
    actorUserId,
  });
}

const NOW = sql`now()` as unknown as Date;

export const acceptMilestone = (ctx: WorkContext, actor: Actor, milestoneId: string) =>
  step(ctx, actor, milestoneId, {
    action: 'accept',
    change: () => ({ status: 'active' }),
    kind: 'work.milestone_accepted',
    title: () => 'Your proposed milestone was accepted',
    sentence: (m) => `The other side accepted ${label(m)}.`,
    line: (m) => `Accepted ${label(m)}.`,
  });

export const declineMilestone = (ctx: WorkContext, actor: Actor, milestoneId: string, reason: string) =>
  step(ctx, actor, milestoneId, {
    action: 'decline',
    change: () => ({ status: 'declined', changesNote: reason }),
    kind: 'work.milestone_declined',
    title: () => 'A proposed milestone was declined',
    sentence: (m) => `${label(m)} was declined and will not be part of the work.`,
    line: (m) => `Declined ${label(m)}.`,
    quote: (m) => ({ label: 'Their reason:', text: m.changesNote }),
  });

export async function submitMilestone(
  ctx: WorkContext,
  actor: Actor,
  milestoneId: string,
  input: SubmitMilestoneInput,
) {
  const fileIds = [...new Set(input.fileIds ?? [])];
  const refs = fileIds.length
    ? await ctx.db
        .select()
        .from(files)
        .where(
          and(
            inArray(files.id, fileIds),
            eq(files.ownerUserId, actor.userId),
            eq(files.refType, 'attachment'),
          ),
        )
    : [];
  if (refs.length !== fileIds.length) {
    throw new AppError(
      'VALIDATION_ERROR',
      'fileIds must be files you uploaded as attachments (refType attachment).',
      {},
      [{ path: 'fileIds', message: 'must be files you uploaded as attachments' }],
    );
  }
  const stored = refs.map((row) => ({
    _id: row.id,
    name: row.originalName,
    url: `/api/v1/file/${row.id}`,
    mimeType: row.mimeType,
    size: row.size,
  }));
  return step(ctx, actor, milestoneId, {
    action: 'submit',
    change: () => ({
      status: 'submitted',
      submittedAt: NOW,
      submissionNote: input.note ?? '',
      files: stored,
      remindedAt: null,
    }),
    kind: 'work.milestone_submitted',
    title: (m) => `Milestone ${m.position} was submitted`,
    sentence: (m) =>
      `${label(m)} (${formatMoney(m.amount, m.currency)}) was submitted: approve it or ask for changes. Without an answer it is approved by itself after 14 days.`,
    line: (m) => `Submitted ${label(m)} for approval.`,
    quote: (m) => ({ label: 'Their note:', text: m.submissionNote }),
  });
}

export const approveMilestone = (ctx: WorkContext, actor: Actor, milestoneId: string) =>
  step(ctx, actor, milestoneId, {
    action: 'approve',
    change: (_m, who) => ({ status: 'approved', approvedAt: NOW, approvedByUserId: who.userId }),
    kind: 'work.milestone_approved',
    title: (m) => `Milestone ${m.position} was approved`,
    sentence: (m) => `${label(m)} was approved; its invoice of ${formatMoney(m.amount, m.currency)} is made.`,
    line: (m) => `Approved ${label(m)}.`,
  });

export const requestMilestoneChanges = (ctx: WorkContext, actor: Actor, milestoneId: string, note: string) =>
  step(ctx, actor, milestoneId, {
    action: 'requestChanges',
    change: () => ({ status: 'changes_requested', changesNote: note, submittedAt: null, remindedAt: null }),
    kind: 'work.milestone_changes_requested',
    title: (m) => `Changes were asked for milestone ${m.position}`,
    sentence: (m) => `The client asked for changes to ${label(m)}; submit it again when they are done.`,
    line: (m) => `Asked for changes to ${label(m)}.`,
    quote: (m) => ({ label: 'Their note:', text: m.changesNote }),
  });

/**
 * The sweep (decision 122, database clock): submitted milestones with no answer for 14 days are
 * approved by themselves and invoiced; from day 10 the client is reminded once.
 */
export async function settleSubmittedMilestones(ctx: WorkContext, limit = 200): Promise<number> {
  let handled = 0;
  const due = await ctx.db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(eq(milestones.status, 'submitted'), sql`${milestones.submittedAt} <= now() - interval '14 days'`),
    )
    .limit(limit);
  for (const { id } of due) {
    const after = new AfterCommit();
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ milestone: milestones, engagement: engagements })
        .from(milestones)
        .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
        .where(
          and(
            eq(milestones.id, id),
            eq(milestones.status, 'submitted'),
            sql`${milestones.submittedAt} <= now() - interval '14 days'`,
          ),
        )
        .for('update', { of: milestones, skipLocked: true })
        .limit(1);
      if (!row) return false;
      const [updated] = await tx
        .update(milestones)
        .set({ status: 'approved', approvedAt: NOW, autoApproved: true })
        .where(eq(milestones.id, id))
        .returning();
      const milestone = updated as MilestoneRow;
      const opportunityTitle = await titleOf(tx, row.engagement);
      for (const toSide of ['client', 'worker'] as const) {
        await tellOtherSide(tx, ctx, after, {
          parties: row.engagement,
          toSide,
          actorUserId: null,
          kind: 'work.milestone_approved',
          title: `Milestone ${milestone.position} was approved by itself`,
          sentence: `${label(milestone)} had no answer for 14 days after its submission, so it is approved and invoiced.`,
          opportunityTitle,
        });
      }
      await invoiceMilestone(tx, ctx, after, row.engagement, milestone, null);
      return true;
    });
    after.flush(ctx);
    if (done) handled += 1;
  }
  const remind = await ctx.db
    .select({ milestone: milestones, engagement: engagements })
    .from(milestones)
    .innerJoin(engagements, eq(engagements.id, milestones.engagementId))
    .where(
      and(
        eq(milestones.status, 'submitted'),
        sql`${milestones.remindedAt} is null`,
        sql`${milestones.submittedAt} <= now() - interval '10 days'`,
      ),
    )
    .limit(limit);
  for (const row of remind) {
    const after = new AfterCommit();
    await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(milestones)
        .set({ remindedAt: NOW })
        .where(and(eq(milestones.id, row.milestone.id), sql`${milestones.remindedAt} is null`))
        .returning({ id: milestones.id });
      if (!claimed.length) return;
      await tellOtherSide(tx, ctx, after, {
        parties: row.engagement,
        toSide: 'client',
        actorUserId: null,
        kind: 'work.milestone_reminder',
        title: `Milestone ${row.milestone.position} will be approved by itself soon`,
        sentence: `${label(row.milestone)} was submitted 10 days ago. Approve it or ask for changes: without an answer it is approved by itself 14 days after submission.`,
        opportunityTitle: await titleOf(tx, row.engagement),
        isReminder: true,
      });
      handled += 1;
    });
    after.flush(ctx);
  }
  return handled;
}
