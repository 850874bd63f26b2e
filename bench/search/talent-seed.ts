/**
 * `npm run bench:seed-talent -- --freelancers N`: loads N onboarded freelancers (default 200,000)
 * for the talent workload of `bench:search` (decision 099) into the database at DATABASE_URL
 * (BENCH_PGLITE_DIR for PGlite), replacing earlier bench freelancers (emails ending in
 * @bench-talent.talentport.test). Varied occupations, levels, skills, rates, ratings and activity;
 * 35% public, 55% members-only, 10% hidden; 0.1% highlighted. Writes bench/out/talent-seed.json.
 */
import {
  EXPERTISE_AREAS,
  OCCUPATIONS,
  SUGGESTED_SKILLS,
  WORKING_MODES,
  WORKLOADS,
} from '@talentport/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { log } from '../lib/machine.js';
import { writeSummary } from '../lib/results.js';
import { setting } from '../lib/settings.js';
import { searchDatabase } from './settings.js';

const index = process.argv.indexOf('--freelancers');
const fromArgument = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
const freelancers = Number.isFinite(fromArgument)
  ? Math.round(fromArgument)
  : setting('BENCH_TALENT_FREELANCERS', 200_000, 5_000);

const FIRST = [
  'Ana',
  'Ben',
  'Cara',
  'Dan',
  'Eve',
  'Farah',
  'Hui Min',
  'Jonas',
  'Kenji',
  'Linh',
  'Marcus',
  'Nadia',
  'Omar',
  'Priya',
  'Rahul',
  'Sara',
  'Tomás',
  'Wei Jie',
  'Zara',
  'Aisha',
];
const LAST = [
  'Tan',
  'Lim',
  'Ong',
  'Koh',
  'Nair',
  'Rahman',
  'Weber',
  'Sato',
  'Pham',
  'Haddad',
  'Nilsson',
  'Ruiz',
  'Chua',
  'Goh',
  'Das',
  'Yeo',
  'Menon',
  'Lee',
  'Ahmed',
  'Karim',
];
const LEVELS = ['Fresher', 'Junior', 'Mid-Senior', 'Senior', 'Expert'];
const PHRASES = [
  'I build products people use every day',
  'calm releases and tested code',
  'research first, then polished screens',
  'dashboards managers actually open',
  'fast pages on cheap phones',
  'payments, bookings and marketplaces',
  'clear requirements and honest estimates',
  'campaigns measured in orders, not clicks',
];

const array = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

const target = searchDatabase();
const database = await openDatabase({ ...target, poolSize: 1 });
const db = database.db;
const started = Date.now();
log(
  `bench:seed-talent: ${freelancers.toLocaleString('en')} freelancers into ${target.databaseUrl ?? target.pgliteDir}`,
);
await db.execute(sql`alter table users disable trigger user`);
try {
  await db.execute(sql`delete from users where email like '%@bench-talent.talentport.test'`);
  await db.execute(sql`
    insert into users (code, fullname, email, email_verify, user_role, is_onboard, occupation, experience_level,
      skills, expertise, working_mode, work_load, hourly_rate, monthly_rate, rating, number_of_rate,
      describe_yourself, portfolio, nationality, profile_visibility, open_to_offers, available_from, last_active_at)
    select 'BT' || i,
      (${array(FIRST)})[1 + i % 20] || ' ' || (${array(LAST)})[1 + (i / 20) % 20],
      'talent' || i || '@bench-talent.talentport.test', true, 'freelancer', true,
      (${array(OCCUPATIONS)})[1 + i % 6],
      (${array(LEVELS)})[1 + (i / 7) % 5],
      array[(${array(SUGGESTED_SKILLS)})[1 + i % 30], (${array(SUGGESTED_SKILLS)})[1 + (i * 7) % 30], (${array(SUGGESTED_SKILLS)})[1 + (i * 13) % 30]],
      array[(${array(EXPERTISE_AREAS)})[1 + (i / 3) % 8]],
      (${array(WORKING_MODES)})[1 + (i / 11) % 3],
      (${array(WORKLOADS)})[1 + (i / 13) % 3],
      case when i % 5 = 0 then '0' else (15 + (i * 37) % 120)::text end,
      case when i % 3 = 0 then (2000 + (i * 53) % 9000)::text else '0' end,
      case when i % 4 = 0 then 0 else 3 + ((i * 17) % 21) / 10.0 end,
      case when i % 4 = 0 then 0 else 1 + (i * 29) % 40 end,
      'Freelance ' || lower((${array(OCCUPATIONS)})[1 + i % 6]) || ': ' || (${array(PHRASES)})[1 + (i / 5) % 8] || ', ' || (${array(PHRASES)})[1 + (i / 40) % 8] || '.',
      case when i % 3 = 0 then 'Case study: ' || (${array(PHRASES)})[1 + (i / 9) % 8] else '' end,
      'Singaporean',
      case when i % 20 < 7 then 'public' when i % 20 < 18 then 'members' else 'hidden' end,
      i % 4 <> 3,
      case when i % 3 = 0 then current_date + (i % 90) end,
      now() - ((i::bigint * 7919) % 100000) * interval '1 minute'
    from generate_series(1, ${freelancers}) as i`);
  await db.execute(sql`
    insert into profile_highlights (user_id, highlighted_until)
    select id, now() + interval '30 days' from users
    where email like '%@bench-talent.talentport.test' and code in (select 'BT' || i from generate_series(1, ${freelancers}, 1000) as i)
    on conflict (user_id) do update set highlighted_until = excluded.highlighted_until`);
} finally {
  await db.execute(sql`alter table users enable trigger user`);
}
// One bump of the talent version, so running API instances forget their answers.
await db.execute(sql`update search_versions set version = version + 1 where name = 'talent'`);
await db.execute(sql`analyze users`);
const seconds = (Date.now() - started) / 1000;
log(`bench:seed-talent: done in ${seconds.toFixed(0)} s`);
writeSummary('talent-seed', { freelancers, seconds, database: target.databaseUrl ? 'postgres' : 'pglite' });
await database.close();
