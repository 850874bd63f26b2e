import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type TalentListRow, talentLists, users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import { findVisiblePerson, talentViewerOf } from '../../platform/people.js';

const NO_SUCH_FREELANCER = 'There is no freelancer with this code.';

import {
  canAccessTalentList,
  canListTalent,
  canUseTalentLists,
  enforce,
  type TalentListViewer,
} from '../../policies/index.js';

/** The caller as the talent-list policies see them, refused (403) when they may not use lists. */
export async function loadListViewer(
  db: Db,
  actor: Actor,
): Promise<TalentListViewer & { companyId: string }> {
  const membership = await findCompanyMembership(db, actor.userId);
  const viewer = { userRole: actor.userRole, companyId: membership?.companyId ?? null };
  enforce(canUseTalentLists(viewer));
  return viewer as TalentListViewer & { companyId: string };
}

/** One of the caller's company's lists; 404 for any other (decision 102). */
export async function loadOwnList(db: Db, viewer: TalentListViewer, listId: string): Promise<TalentListRow> {
  const [list] = await db.select().from(talentLists).where(eq(talentLists.id, listId)).limit(1);
  enforce(list ? canAccessTalentList(viewer, list) : canAccessTalentList(viewer, { companyId: '' }));
  return list as TalentListRow;
}

/** The SQL twin of `canSeeListedTalent`: which users a list may show (never a hidden profile, decision 100). */
export function listableTalentCondition(): SQL {
  return and(
    eq(users.userRole, 'freelancer'),
    eq(users.isOnboard, true),
    ne(users.profileVisibility, 'hidden'),
  ) as SQL;
}

/**
 * The freelancer with this code, when the team may see (and save) them; 404 otherwise, the same for
 * a profile hidden from the caller as for an unknown code (platform/people.ts, decision 116).
 */
export async function loadListableTalent(db: Db, actor: Actor, viewer: TalentListViewer, code: string) {
  const person = await findVisiblePerson(db, talentViewerOf(actor), code, { notFound: NO_SUCH_FREELANCER });
  const profile = {
    userRole: person.userRole,
    isOnboard: person.isOnboard,
    visibility: person.profileVisibility,
  };
  enforce(canListTalent(viewer, profile));
  return person;
}
