import { describe, expect, it } from 'vitest';
import { canApply, canViewOpportunity, isPubliclyVisible, type OpportunityFacts } from './opportunities.js';

const open: OpportunityFacts = { companyId: 'c1', type: 'Job', status: 'open', isHidden: false };
const freelancer = { userRole: 'freelancer' as const, companyId: null };
const agency = { userRole: 'agency' as const, companyId: 'c2' };
const poster = { userRole: 'employer' as const, companyId: 'c1' };
const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? 'allowed' : result.code);

describe('opportunity policies', () => {
  it('shows drafts and hidden listings only to the posting company', () => {
    for (const hidden of [
      { ...open, status: 'draft' as const },
      { ...open, isHidden: true },
    ]) {
      expect(isPubliclyVisible(hidden)).toBe(false);
      expect(codeOf(canViewOpportunity(null, hidden))).toBe('NOT_FOUND');
      expect(codeOf(canViewOpportunity(freelancer, hidden))).toBe('NOT_FOUND');
      expect(codeOf(canViewOpportunity(agency, hidden))).toBe('NOT_FOUND');
      expect(codeOf(canViewOpportunity(poster, hidden))).toBe('allowed');
    }
    for (const status of ['open', 'paused', 'closed', 'filled'] as const) {
      expect(codeOf(canViewOpportunity(null, { ...open, status }))).toBe('allowed');
    }
  });

  it('lets freelancers apply to open jobs and projects, agencies to projects, once', () => {
    expect(codeOf(canApply(freelancer, open, false))).toBe('allowed');
    expect(codeOf(canApply(freelancer, { ...open, type: 'Project' }, false))).toBe('allowed');
    expect(codeOf(canApply(agency, open, false))).toBe('APPLY_NOT_ALLOWED');
    expect(codeOf(canApply(agency, { ...open, type: 'Project' }, false))).toBe('allowed');
    expect(codeOf(canApply(freelancer, open, true))).toBe('ALREADY_APPLIED');
  });

  it('refuses applications to unseen, own, closed listings and from employers', () => {
    expect(codeOf(canApply(freelancer, { ...open, isHidden: true }, false))).toBe('NOT_FOUND');
    expect(codeOf(canApply(poster, open, false))).toBe('FORBIDDEN');
    expect(codeOf(canApply({ ...agency, companyId: 'c1' }, { ...open, type: 'Project' }, false))).toBe(
      'APPLY_NOT_ALLOWED',
    );
    expect(codeOf(canApply(freelancer, { ...open, status: 'paused' }, false))).toBe('OPPORTUNITY_NOT_OPEN');
  });
});
