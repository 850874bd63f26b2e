import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDestination, readDestination, rememberDestination, sanitizeNext } from './destination';
import {
  continueAfterSignIn,
  landingPathFor,
  pathAfterLogin,
  readReturnPath,
  toReturnState,
} from './landing-path';

/** The browser's localStorage, as far as the destination uses it. */
function stubLocalStorage() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
}

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

describe('pathAfterLogin', () => {
  const freelancer = { userRole: 'freelancer' as const, isOnboard: true };

  it('returns to the page that asked for the login when the role may open it', () => {
    expect(pathAfterLogin(freelancer, '/freelancer/opportunities/abc')).toBe('/freelancer/opportunities/abc');
    expect(pathAfterLogin(freelancer, '/freelancer/opportunities?tab=Job&workingMode=Remote')).toBe(
      '/freelancer/opportunities?tab=Job&workingMode=Remote',
    );
  });

  it('goes to the landing page when the role may not open it, or the account is not set up', () => {
    expect(pathAfterLogin({ userRole: 'employer', isOnboard: true }, '/freelancer/opportunities/abc')).toBe(
      '/employer/opportunities',
    );
    expect(pathAfterLogin(freelancer, '/opportunities')).toBe('/freelancer/opportunities?tab=Job');
    expect(
      pathAfterLogin({ userRole: 'freelancer', isOnboard: false }, '/freelancer/opportunities/abc'),
    ).toBe('/onboard/freelancer');
    expect(pathAfterLogin({ userRole: null, isOnboard: false }, '/freelancer/opportunities/abc')).toBe(
      '/onboard/account-type',
    );
    expect(pathAfterLogin(freelancer, null)).toBe('/freelancer/opportunities?tab=Job');
  });
});

describe('readReturnPath', () => {
  it('reads back what toReturnState wrote', () => {
    expect(readReturnPath(toReturnState('/freelancer/opportunities/abc'))).toBe(
      '/freelancer/opportunities/abc',
    );
  });

  it('ignores anything that is not a path inside the app', () => {
    expect(readReturnPath(null)).toBeNull();
    expect(readReturnPath({ returnTo: 42 })).toBeNull();
    expect(readReturnPath({ returnTo: 'https://evil.example/' })).toBeNull();
    expect(readReturnPath({ returnTo: '//evil.example/' })).toBeNull();
  });
});

describe('coming back after signing in (issue 35)', () => {
  it('sends a hiring role back to the profile it asked about, under its own prefix, with the action', () => {
    expect(pathAfterLogin({ userRole: 'employer', isOnboard: true }, '/talent/AB12CD34?then=invite')).toBe(
      '/employer/talent/AB12CD34?then=invite',
    );
    expect(pathAfterLogin({ userRole: 'agency', isOnboard: true }, '/talent/AB12CD34?then=message')).toBe(
      '/agency/talent/AB12CD34?then=message',
    );
  });

  it('keeps a job page for a freelancer and falls back to the landing page for what a role cannot open', () => {
    expect(pathAfterLogin({ userRole: 'freelancer', isOnboard: true }, '/freelancer/opportunities/abc')).toBe(
      '/freelancer/opportunities/abc',
    );
    expect(pathAfterLogin({ userRole: 'freelancer', isOnboard: true }, '/employer/opportunities/new')).toBe(
      '/freelancer/opportunities?tab=Job',
    );
  });
});

describe('the remembered next is used once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is kept through onboarding and forgotten as the onboarded person is sent to it', () => {
    stubLocalStorage();
    rememberDestination('/employer/opportunities/new');
    expect(continueAfterSignIn({ userRole: 'employer', isOnboard: false }, null)).toBe('/onboard/employer');
    expect(readDestination()).toBe('/employer/opportunities/new');
    expect(continueAfterSignIn({ userRole: 'employer', isOnboard: true }, null)).toBe(
      '/employer/opportunities/new',
    );
    expect(readDestination()).toBeNull();
    forgetDestination(); // arrived
    expect(continueAfterSignIn({ userRole: 'employer', isOnboard: true }, null)).toBe(
      '/employer/opportunities',
    );
  });

  it('sends the guard and the login page, whichever is second, to the same place until arrival', () => {
    stubLocalStorage();
    rememberDestination('/companies/AB12CD34?then=message');
    const to = continueAfterSignIn({ userRole: 'employer', isOnboard: true }, null);
    expect(to).toBe('/employer/companies/AB12CD34?then=message');
    expect(continueAfterSignIn({ userRole: 'employer', isOnboard: true }, null)).toBe(to);
    forgetDestination(); // arrived
    expect(continueAfterSignIn({ userRole: 'employer', isOnboard: true }, null)).toBe(
      '/employer/opportunities',
    );
  });
});

describe('sanitizeNext', () => {
  it('takes same-site pages and refuses other origins and the steps of getting in', () => {
    expect(sanitizeNext('/talent/AB12CD34?then=invite')).toBe('/talent/AB12CD34?then=invite');
    expect(sanitizeNext('/freelancer/opportunities/abc')).toBe('/freelancer/opportunities/abc');
    for (const refused of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/',
      '/login',
      '/signup?invite=abc',
      '/verify-email?token=abc',
      '/onboard/account-type',
      '/onboard/employer',
      '/reset-password?token=abc',
      42,
    ]) {
      expect(sanitizeNext(refused)).toBeNull();
    }
  });
});
