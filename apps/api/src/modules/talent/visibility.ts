import type { TalentVisibility } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';

const ONLY_FREELANCERS = 'Only freelancers choose who may see their profile.';

function requireFreelancer(actor: Actor): void {
  if (actor.userRole !== 'freelancer') throw new AppError('FORBIDDEN', ONLY_FREELANCERS);
}

const columns = {
  profileVisibility: users.profileVisibility,
  availableFrom: users.availableFrom,
  openToOffers: users.openToOffers,
};

/** The freelancer's own visibility settings (decision 100). */
export async function getVisibility(db: Db, actor: Actor): Promise<TalentVisibility> {
  requireFreelancer(actor);
  const [row] = await db.select(columns).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Your account could not be found. Please sign in again.');
  return row;
}

/** Saves who may see the profile, the first day they can start, and whether offers are welcome. */
export async function updateVisibility(
  db: Db,
  actor: Actor,
  value: TalentVisibility,
): Promise<TalentVisibility> {
  requireFreelancer(actor);
  const [row] = await db
    .update(users)
    .set({ ...value, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning(columns);
  if (!row) throw new AppError('NOT_FOUND', 'Your account could not be found. Please sign in again.');
  return row;
}
