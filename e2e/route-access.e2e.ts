import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support';

/**
 * The route rules and the guard rules in the browser: every row of the route table, opened by every kind of visitor,
 * ends where the guard says. The expectations are written from the spec, not from our code.
 */
type Visitor =
  | 'guest'
  | 'no-role'
  | 'freelancer-new'
  | 'employer-new'
  | 'agency-new'
  | 'freelancer'
  | 'employer'
  | 'agency';

const ROLE_OF: Partial<Record<Visitor, 'freelancer' | 'employer' | 'agency'>> = {
  'freelancer-new': 'freelancer',
  'employer-new': 'employer',
  'agency-new': 'agency',
  freelancer: 'freelancer',
  employer: 'employer',
  agency: 'agency',
};
const LOGGED_IN_ROLES = [
  'freelancer-new',
  'employer-new',
  'agency-new',
  'freelancer',
  'employer',
  'agency',
] as const;
const FREELANCERS = ['freelancer-new', 'freelancer'] as const;
const EMPLOYERS = ['employer-new', 'employer'] as const;
const AGENCIES = ['agency-new', 'agency'] as const;

/** One representative path per row of the route rules table, and who may open it. */
const ROWS: { path: string; allowed: readonly Visitor[] }[] = [
  { path: '/onboard/account-type', allowed: ['no-role'] },
  { path: '/onboard/agency', allowed: AGENCIES },
  { path: '/onboard/employer', allowed: EMPLOYERS },
  { path: '/onboard/freelancer', allowed: FREELANCERS },
  { path: '/onboard/elsewhere', allowed: ['no-role'] },
  { path: '/agency/opportunities', allowed: AGENCIES },
  { path: '/employer/opportunities', allowed: EMPLOYERS },
  { path: '/freelancer/opportunities/saved', allowed: FREELANCERS },
  { path: '/freelancer/opportunities/applied', allowed: FREELANCERS },
  { path: '/freelancer/opportunities/request', allowed: FREELANCERS },
  { path: '/freelancer/opportunities/some-opportunity', allowed: [...FREELANCERS, 'guest'] },
  { path: '/freelancer/settings', allowed: FREELANCERS },
  { path: '/login', allowed: ['guest'] },
  { path: '/signup', allowed: ['guest'] },
  { path: '/forgot-password', allowed: ['guest'] },
  { path: '/reset-password', allowed: ['guest'] },
  { path: '/', allowed: ['guest', 'no-role', ...LOGGED_IN_ROLES] },
  { path: '/change-password/success', allowed: ['guest', ...LOGGED_IN_ROLES] },
  { path: '/change-password', allowed: LOGGED_IN_ROLES },
  { path: '/short-url/abc123', allowed: ['guest', 'no-role', ...LOGGED_IN_ROLES] },
  { path: '/somewhere-else', allowed: ['guest'] },
];

/** The guard rules: where a visitor goes from a path it may not open (no token query parameter). */
function redirectOf(visitor: Visitor): string {
  if (visitor === 'guest') return '/';
  if (visitor === 'no-role') return '/onboard/account-type';
  if (visitor.endsWith('-new')) return `/onboard/${ROLE_OF[visitor]}`;
  return {
    freelancer: '/freelancer/opportunities?tab=Job',
    employer: '/employer/opportunities',
    agency: '/agency/opportunities?tab=Project',
  }[ROLE_OF[visitor] ?? 'freelancer'];
}

const DEMO = {
  freelancer: 'freelancer@demo.talentport.dev',
  employer: 'employer@demo.talentport.dev',
  agency: 'agency@demo.talentport.dev',
};

async function sessionFor(request: APIRequestContext, visitor: Visitor) {
  if (visitor === 'guest') return null;
  const role = ROLE_OF[visitor];
  if (role && !visitor.endsWith('-new')) {
    const login = await request.post('/api/v1/user/login', {
      data: { email: DEMO[role], password: 'talentport-demo-2026' },
    });
    return { token: (await login.json()).result.token as string, email: DEMO[role], role };
  }
  const email = uniqueEmail(visitor);
  const registered = await request.post('/api/v1/user/register', {
    data: { fullname: 'Route Tester', email, password: PASSWORD },
  });
  const token: string = (await registered.json()).result.token;
  if (role) await request.post('/api/v1/user/fillUserRole', { headers: { token }, data: { userRole: role } });
  return { token, email, role: role ?? null };
}

type Session = Awaited<ReturnType<typeof sessionFor>>;

/** The app's storage for a session, as it stores it (nothing for a guest). */
function storageOf(session: Session) {
  return session
    ? [
        { name: 'token', value: session.token },
        { name: 'email', value: session.email },
        ...(session.role ? [{ name: 'userRole', value: session.role }] : []),
      ]
    : [];
}

/** A browser with the session already in localStorage as the app stores it. */
function contextAs(browser: Browser, baseURL: string, session: Session) {
  return browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: storageOf(session) }] },
  });
}

async function openAs(browser: Browser, baseURL: string, session: Session) {
  const context = await contextAs(browser, baseURL, session);
  return { context, page: await context.newPage() };
}

/**
 * Each visit starts from the session's storage alone: a new tab (its own sessionStorage), no
 * cookies, and localStorage set back to the session's after the visit before. The browser's HTTP
 * cache is kept, so the app's scripts are not fetched and compiled again for every row.
 */
async function visitAs(context: BrowserContext, path: string) {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function resetStorage(page: Page, session: Session) {
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, storageOf(session));
}

const VISITORS: Visitor[] = [
  'guest',
  'no-role',
  'freelancer-new',
  'employer-new',
  'agency-new',
  'freelancer',
  'employer',
  'agency',
];

for (const visitor of VISITORS) {
  test(`route access for ${visitor}: every row of the route rules table`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // One visit per row of the route rules table: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const session = await sessionFor(request, visitor);
    const context = await contextAs(browser, baseURL ?? '', session);
    const outcomes: string[] = [];
    for (const row of ROWS) {
      const page = await visitAs(context, row.path);
      const expected = row.allowed.includes(visitor) ? row.path : redirectOf(visitor);
      await expect
        .poll(
          () => {
            const url = new URL(page.url());
            return `${url.pathname}${url.search}`;
          },
          // Checked often: a redirect lands within a few hundred milliseconds of the page's load.
          { message: `${visitor} opening ${row.path}`, intervals: [50] },
        )
        .toBe(expected);
      // The session survives a redirect that is not a logout.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      outcomes.push(`${row.path} -> ${expected}: ${session ? token === session.token : token === null}`);
      await resetStorage(page, session);
      await page.close();
    }
    await context.close();
    expect(outcomes.filter((line) => line.endsWith('false'))).toEqual([]);
  });
}

test('a signed-in role opening a disallowed path with a token parameter is logged out and sent home (the guard rules)', async ({
  browser,
  request,
  baseURL,
}) => {
  const session = await sessionFor(request, 'freelancer');
  const { context, page } = await openAs(browser, baseURL ?? '', session);
  await page.goto('/login?token=from-a-mail');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();
});
