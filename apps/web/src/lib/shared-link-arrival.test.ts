import { describe, expect, it } from 'vitest';
import { openSharedPageUnderOwnPrefix } from './shared-link-arrival';

function historyRecorder() {
  const calls: string[] = [];
  return {
    calls,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void calls.push(String(url)),
    },
  };
}
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('arriving from a short link', () => {
  it('opens a guest-form profile or company under the signed-in viewer’s prefix', () => {
    const { calls, history } = historyRecorder();
    const base = { history, wasRedirected: true, hasToken: true };
    expect(
      openSharedPageUnderOwnPrefix({ ...base, location: at('/talent/ABC123'), storedRole: 'employer' }),
    ).toBe('/employer/talent/ABC123');
    expect(
      openSharedPageUnderOwnPrefix({ ...base, location: at('/companies/XYZ', '?a=1'), storedRole: 'agency' }),
    ).toBe('/agency/companies/XYZ?a=1');
    expect(calls).toEqual(['/employer/talent/ABC123', '/agency/companies/XYZ?a=1']);
  });

  it('leaves guests, typed addresses, unknown roles and other pages to the route guard', () => {
    const { calls, history } = historyRecorder();
    const cases = [
      { location: at('/talent/ABC123'), wasRedirected: true, hasToken: false, storedRole: 'employer' },
      { location: at('/talent/ABC123'), wasRedirected: false, hasToken: true, storedRole: 'employer' },
      { location: at('/talent/ABC123'), wasRedirected: true, hasToken: true, storedRole: null },
      { location: at('/talent/ABC123'), wasRedirected: true, hasToken: true, storedRole: 'staff' },
      {
        location: at('/freelancer/opportunities/1'),
        wasRedirected: true,
        hasToken: true,
        storedRole: 'freelancer',
      },
      { location: at('/talent/A/B'), wasRedirected: true, hasToken: true, storedRole: 'freelancer' },
    ];
    for (const arrival of cases) expect(openSharedPageUnderOwnPrefix({ ...arrival, history })).toBeNull();
    expect(calls).toEqual([]);
  });
});
