import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing-path';

describe('landingPathFor', () => {
  it('sends an account without a role to the account-type page', () => {
    expect(landingPathFor({ userRole: null, isOnboard: false })).toBe('/onboard/account-type');
  });

  it("sends a user who has not finished onboarding to the role's onboarding page", () => {
    expect(landingPathFor({ userRole: 'employer', isOnboard: false })).toBe('/onboard/employer');
  });

  it('sends an onboarded user to the default landing page of the role', () => {
    expect(landingPathFor({ userRole: 'agency', isOnboard: true })).toBe('/agency/opportunities?tab=Project');
    expect(landingPathFor({ userRole: 'freelancer', isOnboard: true })).toBe(
      '/freelancer/opportunities?tab=Job',
    );
  });
});
