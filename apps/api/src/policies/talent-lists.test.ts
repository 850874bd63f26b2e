import { describe, expect, it } from 'vitest';
import { canAccessTalentList, canListTalent, canSeeListedTalent, canUseTalentLists } from './talent-lists.js';

const employer = { userRole: 'employer' as const, companyId: 'c1' };
const freelancerProfile = { userRole: 'freelancer' as const, isOnboard: true };

describe('talent list policies', () => {
  it('lets employers and agencies in a company use lists, refuses everyone else with 403', () => {
    expect(canUseTalentLists(employer).ok).toBe(true);
    expect(canUseTalentLists({ userRole: 'agency', companyId: 'c2' }).ok).toBe(true);
    for (const viewer of [
      { userRole: 'freelancer' as const, companyId: null },
      { userRole: null, companyId: null },
      { userRole: 'employer' as const, companyId: null },
    ]) {
      expect(canUseTalentLists(viewer)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
  });

  it('answers 404 for another company’s list', () => {
    expect(canAccessTalentList(employer, { companyId: 'c1' }).ok).toBe(true);
    expect(canAccessTalentList(employer, { companyId: 'c2' })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(
      canAccessTalentList({ userRole: 'freelancer', companyId: null }, { companyId: 'c1' }),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('lists only onboarded freelancers whose profile is not hidden', () => {
    expect(canSeeListedTalent(freelancerProfile)).toBe(true);
    expect(canSeeListedTalent({ ...freelancerProfile, visibility: 'members' })).toBe(true);
    expect(canSeeListedTalent({ ...freelancerProfile, visibility: 'hidden' })).toBe(false);
    expect(canSeeListedTalent({ ...freelancerProfile, isOnboard: false })).toBe(false);
    expect(canSeeListedTalent({ userRole: 'employer', isOnboard: true })).toBe(false);
    expect(canListTalent(employer, null)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(canListTalent(employer, freelancerProfile).ok).toBe(true);
  });
});
