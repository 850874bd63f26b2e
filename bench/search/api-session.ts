/**
 * What the search benchmarks need from the data and the API: the words and highest pay the views
 * draw from, a signed-in employer for the signed-in talent views, the API's readiness, and a
 * view requested as the web app requests it.
 */
import { sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../apps/api/src/db/client.js';
import { readVocabularySample } from '../../apps/api/src/modules/opportunities/search-core.js';
import { wordsOf } from '../../apps/api/src/platform/search/typos.js';
import { httpGet } from '../lib/http-get.js';
import { log } from '../lib/machine.js';
import type { Space, View } from './views.js';

/** The data's own words and the highest pay and rates (what the views draw from). */
export async function readSpace(target: DatabaseOptions): Promise<Space> {
  const database = await openDatabase({ ...target, poolSize: 2 });
  const db = database.db;
  const counted = (texts: readonly (string | null)[]) => {
    const words = new Map<string, number>();
    for (const text of texts)
      for (const word of new Set(wordsOf(text ?? '')))
        if (word.length >= 3 && !/\d/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
    const sorted = [...words].sort((a, b) => b[1] - a[1]);
    // Rare: used once or twice, else the least used; plus words the data does not have at all.
    const rare = sorted.filter(([, n]) => n <= 2).slice(0, 300);
    const least = rare.length > 0 ? rare : sorted.slice(-30);
    return {
      common: sorted.slice(0, 60).map(([word]) => word),
      rare: [...least.map(([word]) => word), 'zephyrine', 'quorvex', 'blintzwork'],
    };
  };
  const listings = counted(await readVocabularySample(db));
  const people = (await db.execute(
    sql`select talent_text as text from users where user_role = 'freelancer' order by id desc limit 20000`,
  )) as unknown as { rows: { text: string | null }[] };
  const talent = counted(people.rows.map((row) => row.text));
  const max = (await db.execute(
    sql`select (select coalesce(max(pay_max), 0) from opportunities) as pay, (select coalesce(max(hourly_rate_value), 0) from users) as hourly, (select coalesce(max(monthly_rate_value), 0) from users) as monthly`,
  )) as unknown as { rows: { pay: number; hourly: number; monthly: number }[] };
  await database.close();
  const row = max.rows[0];
  return {
    common: listings.common.length > 0 ? listings.common : ['developer'],
    rare: listings.rare,
    talentCommon: talent.common.length > 0 ? talent.common : ['designer'],
    talentRare: talent.rare,
    maxPay: Number(row?.pay ?? 0),
    maxHourly: Number(row?.hourly ?? 0),
    maxMonthly: Number(row?.monthly ?? 0),
  };
}

/** A signed-in employer registered for the run (the signed-in talent views' session). */
export async function employerToken(base: string): Promise<string> {
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    }).then((answer) => answer.json() as Promise<{ result?: { token: string } }>);
  const email = `employer.${Date.now().toString(36)}@bench-talent.talentport.test`;
  const register = () =>
    post('/api/v1/user/register', { fullname: 'Bench Employer', email, password: 'bench employer pass' });
  let answer = await register();
  // Right after the build the process may still be shedding load (decision 115): try again.
  for (let attempt = 0; !answer.result && attempt < 10; attempt += 1) {
    log(`bench:search: registering the employer: ${JSON.stringify(answer).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    answer = await register();
  }
  const token = answer.result?.token ?? '';
  await post('/api/v1/user/fillUserRole', { userRole: 'employer' }, token);
  return token;
}

/** Waits until the API at `base` says ready (its indexes built), calling `poll` before each try. */
export async function waitUntilReady(base: string, poll: () => void = () => undefined): Promise<void> {
  for (;;) {
    poll();
    const answer = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A view as the web app makes it: the list and the facets together (signed in with `token` when the view is). */
export function httpRun(base: string, token: string) {
  return async (view: View) => {
    const headers: Record<string, string> = view.isSignedIn ? { token } : {};
    const statuses = await Promise.all([
      httpGet(`${base}${view.list}`, headers),
      httpGet(`${base}${view.facets}`, headers),
    ]);
    for (const status of statuses) if (status !== 200) throw new Error(`status ${status}`);
  };
}
