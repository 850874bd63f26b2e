/**
 * Loads a realistic data set for the opportunities benchmark, generated inside the database with
 * generate_series (one multi-row INSERT … SELECT per table, no round trips per row). Names, skills,
 * occupations and experience levels come from the spec's enumerations (packages/contract).
 */
import { createHash } from 'node:crypto';
import { EXPERTISE_AREAS, OCCUPATIONS, SUGGESTED_SKILLS } from '@talentport/contract';

export type DatasetSize = {
  users: number;
  opportunities: number;
  applications: number;
  benchApplicants: number;
};

export const FULL_SIZE: DatasetSize = {
  users: 50_000,
  opportunities: 100_000,
  applications: 500_000,
  benchApplicants: 2_000,
};
export const PGLITE_SIZE: DatasetSize = {
  users: 10_000,
  opportunities: 20_000,
  applications: 100_000,
  benchApplicants: 2_000,
};

const sqlArray = (values: readonly (string | number)[]) =>
  `array[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`)).join(', ')}]`;

const FIRST_NAMES = [
  'Mai',
  'Daniel',
  'Priya',
  'Alex',
  'Wei',
  'Siti',
  'Arjun',
  'Nur',
  'Kenji',
  'Linh',
  'Omar',
  'Grace',
];
const LAST_NAMES = [
  'Tran',
  'Koh',
  'Raman',
  'Lim',
  'Tan',
  'Rahman',
  'Nair',
  'Ong',
  'Sato',
  'Nguyen',
  'Aziz',
  'Lee',
];
const ROLE_WORDS = ['Senior', 'Junior', 'Lead', 'Freelance', 'Contract', 'Remote', 'Principal', 'Staff'];
const OCCUPATION_TITLES = [
  'Product owner',
  'Business analyst',
  'Developer',
  'QA engineer',
  'Designer',
  'Marketer',
];
const PROJECT_WORDS = [
  'dashboard',
  'mobile app',
  'landing page',
  'data pipeline',
  'checkout',
  'design system',
  'SEO audit',
];

/**
 * A deterministic id (so rows can refer to each other without lookups) that is still a valid
 * version-4 UUID, as the API's validation requires: md5 with the version and variant nibbles set.
 */
export function benchUuid(prefix: string, expr: string) {
  return `overlay(overlay(md5('${prefix}' || (${expr})) placing '4' from 13) placing '8' from 17)::uuid`;
}

/** The same id computed in JavaScript. */
export function benchUuidOf(prefix: string, value: number): string {
  const hex = createHash('md5').update(`${prefix}${value}`).digest('hex');
  const fixed = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${fixed.slice(0, 8)}-${fixed.slice(8, 12)}-${fixed.slice(12, 16)}-${fixed.slice(16, 20)}-${fixed.slice(20)}`;
}

/** The statements that fill an empty, migrated database. `$` placeholders are not used. */
export function generationStatements(size: DatasetSize): { label: string; sql: string }[] {
  const freelancers = Math.round(size.users * 0.9);
  const employers = Math.round(size.users * 0.08);
  const agencies = size.users - freelancers - employers;
  const companyCount = employers + agencies;
  const skills = sqlArray(SUGGESTED_SKILLS);
  const nSkills = SUGGESTED_SKILLS.length;
  const occupations = sqlArray(OCCUPATIONS);
  const expertise = sqlArray(EXPERTISE_AREAS);
  const uid = (expr: string) => benchUuid('u', expr);
  const cid = (expr: string) => benchUuid('c', expr);
  const oid = (expr: string) => benchUuid('o', expr);
  const totalUsers = size.users + size.benchApplicants;
  return [
    {
      label: `${totalUsers.toLocaleString('en')} users (${freelancers + size.benchApplicants} freelancers, ${employers} employers, ${agencies} agencies)`,
      sql: `insert into users (id, code, fullname, email, email_verify, user_role, is_onboard, occupation, skills, experience_level, working_mode, work_load, nationality, phone, describe_yourself)
select ${uid('i')}, 'U' || i, (${sqlArray(FIRST_NAMES)})[1 + i % 12] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (i / 12) % 12] || ' ' || i,
  'bench' || i || '@bench.talentport.test', true,
  case when i <= ${freelancers} or i > ${size.users} then 'freelancer' when i <= ${freelancers + employers} then 'employer' else 'agency' end,
  true, (${occupations})[1 + i % 6], array[(${skills})[1 + i % ${nSkills}], (${skills})[1 + (i * 7) % ${nSkills}]],
  (array['Fresher','Junior','Mid-Senior','Senior','Expert'])[1 + i % 5], (array['Remote','Onsite','Hybrid'])[1 + i % 3],
  (array['Full-time','Part-time','Freelance'])[1 + i % 3], 'Singaporean', '9' || lpad(i::text, 7, '0'), 'Benchmark profile ' || i
from generate_series(1, ${totalUsers}) as i`,
    },
    {
      label: `${companyCount.toLocaleString('en')} companies`,
      sql: `insert into companies (id, code, role, owner_user_id, name, company_location, company_industry, about_business, company_size)
select ${cid('k')}, 'C' || k, case when k <= ${employers} then 'employer' else 'agency' end, ${uid(`${freelancers} + k`)},
  (${sqlArray(LAST_NAMES)})[1 + k % 12] || ' ' || (array['Logistics','Labs','Studio','Digital','Partners','Works'])[1 + k % 6] || ' ' || k,
  (array['Singapore','Johor Bahru','Kuala Lumpur','Jakarta','Ho Chi Minh City'])[1 + k % 5],
  (array['Software','Logistics','Retail','Finance','Design','Marketing'])[1 + k % 6], 'A company that hires on Talentport.',
  (array['1-10','11-50','51-200','201-500','500+'])[1 + k % 5]
from generate_series(1, ${companyCount}) as k;
update users set company_id = ${cid(`(substr(users.code, 2)::int - ${freelancers})`)}
where users.user_role in ('employer', 'agency')`,
    },
    {
      label: `${size.opportunities.toLocaleString('en')} opportunities`,
      sql: `insert into opportunities (id, company_id, posted_by_user_id, type, title, description, occupation, expertise, skills, experience_level, years_of_experience, working_mode, workload, pay_type, pay_min, pay_max, location, openings, status, is_featured, published_at, created_at, updated_at)
select ${oid('i')}, ${cid('k')}, ${uid(`${freelancers} + k`)}, t.type,
  case when t.type = 'Job' then (${sqlArray(ROLE_WORDS)})[1 + i % 8] || ' ' || (${sqlArray(OCCUPATION_TITLES)})[1 + i % 6] || ' (' || (${skills})[1 + i % ${nSkills}] || ')'
       else initcap((${sqlArray(PROJECT_WORDS)})[1 + i % 7]) || ' in ' || (${skills})[1 + i % ${nSkills}] end,
  'We are looking for help with ' || (${sqlArray(PROJECT_WORDS)})[1 + (i / 7) % 7] || ' work using ' || (${skills})[1 + i % ${nSkills}] || ' and ' || (${skills})[1 + (i * 3) % ${nSkills}] || E'.\\n\\n- Work with a small team\\n- Ship weekly\\n- Opportunity number ' || i,
  (${occupations})[1 + i % 6], array[(${expertise})[1 + i % 8]],
  array[(${skills})[1 + i % ${nSkills}], (${skills})[1 + (i * 3) % ${nSkills}], (${skills})[1 + (i * 11) % ${nSkills}]],
  (array['Fresher','Junior','Mid-Senior','Senior','Expert'])[1 + i % 5], (array[1,3,5,10,11])[1 + i % 5],
  (array['Remote','Onsite','Hybrid'])[1 + (i / 6) % 3], (array['Full-time','Part-time','Freelance'])[1 + (i / 18) % 3],
  p.pay_type, p.pay_min, p.pay_min + p.pay_min / 2,
  (array['Singapore','Johor Bahru','Kuala Lumpur','Jakarta','Ho Chi Minh City'])[1 + i % 5], 1 + i % 3,
  case when i % 100 < 90 then 'open' when i % 100 < 95 then 'closed' when i % 100 < 98 then 'draft' else 'paused' end,
  i % 500 = 0,
  case when i % 100 between 95 and 97 then null else now() - (i || ' minutes')::interval end,
  now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
from generate_series(1, ${size.opportunities}) as i
cross join lateral (select case when i % 5 = 0 then ${employers} + 1 + i % ${agencies} else 1 + i % ${employers} end as k) as c
cross join lateral (select case when i % 5 = 0 or i % 3 = 0 then 'Project' else 'Job' end as type) as t
cross join lateral (select case
    when t.type = 'Job' and i % 4 <> 3 then 'Monthly'
    when t.type = 'Job' then 'Hourly'
    when i % 2 = 0 then 'Fixed' else 'Hourly' end as pay_type) as p0
cross join lateral (select p0.pay_type, case p0.pay_type when 'Monthly' then 2500 + (i % 40) * 200 when 'Hourly' then 15 + (i % 30) * 5 else 800 + (i % 50) * 300 end as pay_min) as p`,
    },
    {
      label: `${size.applications.toLocaleString('en')} applications`,
      sql: `insert into applications (opportunity_id, applicant_user_id, status, cover_letter, proposed_rate, created_at, updated_at, status_changed_at)
select ${oid(`1 + n % ${size.opportunities}`)}, ${uid(`1 + (n::bigint * 7919) % ${freelancers}`)},
  (array['new','new','new','shortlisted','interviewing','rejected','withdrawn','hired'])[1 + (n / 3) % 8],
  'I would like to work on this. I have done similar work before. Application ' || n, 100 + n % 5000,
  now() - ((n % 10000) || ' minutes')::interval, now(), now()
from generate_series(0, ${size.applications - 1}) as n`,
    },
    {
      label: 'counts (applicants per opportunity, posts and hires per company)',
      sql: `update opportunities o set applicant_count = a.total, new_applicant_count = a.fresh, hired_count = least(a.hired, o.openings)
from (select opportunity_id, count(*) filter (where status <> 'withdrawn') as total, count(*) filter (where status = 'new') as fresh,
  count(*) filter (where status = 'hired') as hired from applications group by opportunity_id) a
where a.opportunity_id = o.id;
update companies c set post = s.posts, hired = s.hires
from (select company_id, count(*) filter (where published_at is not null) as posts, sum(hired_count) as hires from opportunities group by company_id) s
where s.company_id = c.id;
vacuum analyze`,
    },
  ];
}

/** Ids of the benchmark's own applicants (freelancers with no applications yet). */
export function benchApplicantIndexes(size: DatasetSize): number[] {
  return Array.from({ length: size.benchApplicants }, (_, i) => size.users + 1 + i);
}
