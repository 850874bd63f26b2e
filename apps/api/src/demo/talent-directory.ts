import type {
  ExperienceLevel,
  Occupation,
  ProfileUpdateInput,
  ProfileVisibility,
  WORKING_MODES,
  WORKLOADS,
} from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { fillUserRole, registerUser } from '../modules/identity/index.js';
import { updateProfile } from '../modules/profiles/index.js';
import { DEMO_PLACES } from './places.js';

/**
 * The talent directory of the demo (issue 18): enough varied freelancers for the directory to look
 * alive, with every visibility level (decision 100): public ones guests and search engines see,
 * members-only ones (the default) for signed-in employers and agencies, and hidden ones nobody else sees.
 */
type Row = [
  fullname: string,
  occupation: Occupation,
  level: ExperienceLevel,
  skills: string[],
  area: string,
  mode: (typeof WORKING_MODES)[number],
  load: (typeof WORKLOADS)[number],
  hourly: number,
  monthly: number,
  visibility: ProfileVisibility,
  about: string,
];

const ROWS: Row[] = [
  [
    'Hui Min Lee',
    'Designer',
    'Mid-Senior',
    ['Figma', 'Design systems', 'Prototyping'],
    'Product design',
    'Remote',
    'Freelance',
    38,
    0,
    'public',
    'Product designer for fintech and insurance apps. I turn messy forms into calm flows.',
  ],
  [
    'Rahul Nair',
    'Developer',
    'Senior',
    ['React', 'TypeScript', 'Node.js', 'GraphQL'],
    'Web development',
    'Remote',
    'Full-time',
    55,
    8500,
    'public',
    'Front-end lead: React apps that load fast on cheap phones, tested end to end.',
  ],
  [
    'Farah Aziz',
    'Developer',
    'Mid-Senior',
    ['Flutter', 'Kotlin', 'Firebase'],
    'Mobile development',
    'Hybrid',
    'Full-time',
    42,
    6200,
    'members',
    'Mobile developer shipping Flutter apps for retail and delivery start-ups.',
  ],
  [
    'Jonas Weber',
    'Developer',
    'Expert',
    ['Go', 'Kubernetes', 'AWS', 'PostgreSQL'],
    'Cloud and DevOps',
    'Remote',
    'Freelance',
    95,
    0,
    'public',
    'Platform engineer: I move teams to boring, reliable infrastructure and teach them to run it.',
  ],
  [
    'Linh Pham',
    'Quality Controller',
    'Mid-Senior',
    ['Playwright', 'Selenium', 'API testing'],
    'Quality assurance',
    'Remote',
    'Part-time',
    32,
    0,
    'members',
    'Test automation for payment and booking flows; I write tests people keep.',
  ],
  [
    'Marcus Lim',
    'PM/PO',
    'Senior',
    ['Scrum', 'Jira', 'Roadmapping'],
    'Project management',
    'Onsite',
    'Full-time',
    0,
    9000,
    'members',
    'Product owner for logistics platforms; I keep scope honest and releases small.',
  ],
  [
    'Aisha Karim',
    'Business Analyst',
    'Junior',
    ['SQL', 'Power BI', 'Process mapping'],
    'Data and analytics',
    'Hybrid',
    'Full-time',
    0,
    3800,
    'public',
    'Junior analyst who turns spreadsheets into dashboards managers actually open.',
  ],
  [
    'Tomás Ruiz',
    'Digital Marketer',
    'Mid-Senior',
    ['SEO', 'Content writing', 'Google Ads'],
    'Digital marketing',
    'Remote',
    'Freelance',
    30,
    0,
    'members',
    'SEO and content for B2B software: more qualified sign-ups, fewer vanity clicks.',
  ],
  [
    'Mei Ling Goh',
    'Designer',
    'Junior',
    ['Figma', 'Illustration', 'UX research'],
    'Product design',
    'Remote',
    'Part-time',
    22,
    0,
    'members',
    'Junior designer with a research habit: interviews, quick tests, clear screens.',
  ],
  [
    'Kenji Sato',
    'Developer',
    'Mid-Senior',
    ['Python', 'Django', 'PostgreSQL'],
    'Web development',
    'Onsite',
    'Full-time',
    48,
    7000,
    'public',
    'Back-end developer for marketplaces: search, payments and admin tools.',
  ],
  [
    'Priya Das',
    'Developer',
    'Fresher',
    ['JavaScript', 'React', 'HTML'],
    'Web development',
    'Remote',
    'Part-time',
    15,
    2200,
    'public',
    'New to the trade after a bootcamp; I build small sites and learn fast.',
  ],
  [
    'Omar Haddad',
    'Developer',
    'Senior',
    ['Swift', 'iOS', 'Kotlin'],
    'Mobile development',
    'Remote',
    'Freelance',
    70,
    0,
    'members',
    'Native iOS and Android developer; ten apps in the stores, two with a million users.',
  ],
  [
    'Sara Nilsson',
    'Quality Controller',
    'Senior',
    ['Cypress', 'Performance testing', 'k6'],
    'Quality assurance',
    'Hybrid',
    'Full-time',
    50,
    7200,
    'members',
    'QA lead: test strategy, load tests and release checklists for regulated products.',
  ],
  [
    'Daniel Ong',
    'PM/PO',
    'Mid-Senior',
    ['Kanban', 'Stakeholder management', 'Jira'],
    'Project management',
    'Remote',
    'Freelance',
    45,
    0,
    'public',
    'Delivery manager for agencies: one plan, one calendar, no surprises.',
  ],
  [
    'Lucía Fernández',
    'Digital Marketer',
    'Senior',
    ['Google Ads', 'Meta Ads', 'GA4'],
    'Digital marketing',
    'Remote',
    'Part-time',
    60,
    0,
    'members',
    'Paid acquisition for e-commerce; I report in orders and margin, not impressions.',
  ],
  [
    'Ethan Chua',
    'Business Analyst',
    'Mid-Senior',
    ['BPMN', 'SQL', 'User stories'],
    'Data and analytics',
    'Onsite',
    'Full-time',
    0,
    6000,
    'members',
    'Business analyst in healthcare IT: processes, requirements and acceptance tests.',
  ],
  [
    'Zara Ahmed',
    'Designer',
    'Expert',
    ['Design systems', 'Accessibility', 'Figma'],
    'Product design',
    'Remote',
    'Freelance',
    110,
    0,
    'public',
    'Design-system specialist; accessible components teams reuse across ten products.',
  ],
  [
    'Hannah Yeo',
    'Developer',
    'Junior',
    ['Vue', 'Laravel', 'PHP'],
    'Web development',
    'Hybrid',
    'Full-time',
    25,
    3500,
    'hidden',
    'Web developer, currently not looking: this profile is hidden from everyone else.',
  ],
  [
    'Victor Tan',
    'Developer',
    'Mid-Senior',
    ['Node.js', 'Docker', 'AWS'],
    'Cloud and DevOps',
    'Remote',
    'Freelance',
    52,
    0,
    'hidden',
    'DevOps freelancer, fully booked this year: hidden until the next opening.',
  ],
];

/** Where the directory's availability dates start: every person free within the next few months. */
const DAY_MS = 24 * 3600_000;

export const DEMO_DIRECTORY = ROWS.map((row, index) => {
  const [fullname, occupation, level, skills, area, mode, load, hourly, monthly, visibility, about] = row;
  const profile: ProfileUpdateInput = {
    occupation,
    experienceLevel: level,
    skills,
    expertise: [area],
    workingMode: mode,
    workLoad: load,
    hourlyRate: String(hourly),
    monthlyRate: String(monthly),
    nationality: 'Singaporean',
    phone: `9${String(2000000 + index * 104729).slice(0, 7)}`,
    describeYourself: about,
    ...DEMO_PLACES[index % DEMO_PLACES.length],
  };
  return {
    email: `${fullname
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z\s]/g, '')
      .replace(/\s+/g, '.')}@talent.example`,
    fullname,
    profile,
    visibility,
    availableInDays: index % 3 === 0 ? null : (index % 5) * 14,
    openToOffers: index % 4 !== 3,
  };
});

/** Visibility of the demo people created elsewhere (decision 100): some public, the rest the default. */
export const DEMO_PUBLIC_EMAILS = [
  'freelancer@demo.talentport.dev',
  'arjun.menon@freelancers.example',
  'nadia.hassan@freelancers.example',
];

/** Creates the directory's freelancers and sets every demo freelancer's visibility. */
export async function seedDemoDirectory(db: Db, password: string): Promise<number> {
  const context = { userAgent: 'demo-seed', ip: '127.0.0.1', ttlMs: 1 };
  let created = 0;
  for (const person of DEMO_DIRECTORY) {
    await registerUser({
      db,
      input: { email: person.email, fullname: person.fullname, password },
      context,
      onCreated: async () => {},
    });
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (!user) continue;
    await fillUserRole({ db, userId: user.id, userRole: 'freelancer' });
    await updateProfile({ db, userId: user.id, input: person.profile });
    const availableFrom =
      person.availableInDays === null
        ? null
        : new Date(Date.now() + person.availableInDays * DAY_MS).toISOString().slice(0, 10);
    await db
      .update(users)
      .set({
        emailVerify: true,
        profileVisibility: person.visibility,
        availableFrom,
        openToOffers: person.openToOffers,
      })
      .where(eq(users.id, user.id));
    created += 1;
  }
  for (const email of DEMO_PUBLIC_EMAILS) {
    await db
      .update(users)
      .set({ profileVisibility: 'public', openToOffers: true })
      .where(eq(users.email, email));
  }
  return created;
}
