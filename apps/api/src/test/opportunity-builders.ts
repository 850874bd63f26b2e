import type { OpportunityCreateInput, UserRole } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { buildUser, call, type TestHarness } from './harness.js';

/** An onboarded account of the role whose email is verified (posting and applying need that). */
export async function buildVerifiedUser(h: TestHarness, role: UserRole, fullname?: string) {
  const user = await buildUser(h.app, { role, isOnboard: true, ...(fullname ? { fullname } : {}) });
  await h.database.db.update(users).set({ emailVerify: true }).where(eq(users.email, user.email));
  const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token: user.token })).body.result;
  return {
    ...user,
    code: profile.code as string,
    companyCode: (profile.company?.code ?? null) as string | null,
  };
}

export const JOB_INPUT = {
  type: 'Job',
  title: 'Senior TypeScript developer',
  description:
    'Build our logistics dashboard with **React** and Node.js.\n\n- Own features end to end\n- Mentor juniors',
  occupation: 'Developer',
  expertise: ['Web development'],
  skills: ['TypeScript', 'React', 'Node.js'],
  yearsOfExperience: 5,
  workingMode: 'Remote',
  workload: 'Full-time',
  payType: 'Monthly',
  payMin: 5000,
  payMax: 8000,
  location: 'Singapore',
  openings: 1,
} satisfies OpportunityCreateInput;

export async function postOpportunity(
  h: TestHarness,
  token: string,
  input: Partial<OpportunityCreateInput> = {},
) {
  const res = await call(h.app, 'POST', '/api/v1/opportunities', { token, body: { ...JOB_INPUT, ...input } });
  if (res.statusCode !== 200) throw new Error(`post failed: ${res.raw}`);
  return res.body.result as { _id: string; status: string };
}
