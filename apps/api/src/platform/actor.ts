import type { StaffRole, UserRole } from '@talentport/contract';

/** Who is calling: a signed-in user (set by plugins/auth.ts on each request). */
export type Actor = {
  userId: string;
  sessionId: string;
  userRole: UserRole | null;
  isOnboard: boolean;
  emailVerify: boolean;
};

/** A signed-in staff member (set by plugins/staff-auth.ts). */
export type StaffActor = { staffId: string; sessionId: string; roles: StaffRole[]; email: string };
