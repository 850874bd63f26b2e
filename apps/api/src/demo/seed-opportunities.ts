import {
  EXPERTISE_AREAS,
  OCCUPATIONS,
  type OpportunityCreateInput,
  SUGGESTED_SKILLS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { opportunities, users } from '../db/schema.js';
import { createOpportunity } from '../modules/opportunities/service.js';
import type { Actor } from '../plugins/auth.js';

const ROLES_BY_OCCUPATION: Record<(typeof OCCUPATIONS)[number], readonly string[]> = {
  'PM/PO': ['Product owner', 'Technical project manager', 'Delivery lead'],
  'Business Analyst': ['Business analyst', 'Data-minded business analyst', 'Process analyst'],
  Developer: ['Full-stack developer', 'React developer', 'Backend engineer (Node.js)', 'Mobile developer'],
  'Quality Controller': ['QA engineer', 'Test automation engineer', 'Quality controller'],
  Designer: ['Product designer', 'UX/UI designer', 'Visual designer'],
  'Digital Marketer': ['Performance marketer', 'SEO specialist', 'Content marketer'],
};
const SKILLS_BY_OCCUPATION: Record<(typeof OCCUPATIONS)[number], readonly string[]> = {
  'PM/PO': ['Scrum', 'Jira', 'SQL'],
  'Business Analyst': ['SQL', 'Power BI', 'Jira'],
  Developer: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Flutter', 'AWS'],
  'Quality Controller': ['Playwright', 'Cypress', 'Selenium'],
  Designer: ['Figma', 'UX research'],
  'Digital Marketer': ['SEO', 'Google Ads', 'Content writing'],
};
const PROJECT_TITLES = [
  'Landing page redesign',
  'Mobile app prototype',
  'Checkout performance audit',
  'Marketing site migration',
  'Analytics dashboard',
  'Automated regression suite',
];
const MODES = ['Remote', 'Onsite', 'Hybrid'] as const;
const LOADS = ['Full-time', 'Part-time', 'Freelance'] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

function describeOpportunity(title: string, company: string, skills: readonly string[]) {
  return `${company} is looking for help with **${title.toLowerCase()}**.\n\nWhat you will do:\n- Work with a small, friendly team\n- Ship in short iterations with ${skills.join(', ')}\n- Share what you learn\n\nTell us about similar work you have done.`;
}

/** Demo listings: jobs and projects from the demo employer, projects from the demo agency. */
export function demoOpportunityInputs(companyName: string, count: number, onlyProjects: boolean) {
  const inputs: (OpportunityCreateInput & { status: 'open' | 'draft' })[] = [];
  for (let i = 0; i < count; i++) {
    const occupation = pick(OCCUPATIONS, i);
    const isProject = onlyProjects || i % 3 === 2;
    const skills = [pick(SKILLS_BY_OCCUPATION[occupation], i), pick(SKILLS_BY_OCCUPATION[occupation], i + 1)];
    const uniqueSkills = [...new Set(skills)];
    const title = isProject
      ? `${pick(PROJECT_TITLES, i)} (${occupation})`
      : pick(ROLES_BY_OCCUPATION[occupation], Math.floor(i / OCCUPATIONS.length));
    const payType = isProject ? (i % 2 === 0 ? 'Fixed' : 'Hourly') : i % 4 === 3 ? 'Hourly' : 'Monthly';
    const base =
      payType === 'Monthly'
        ? 3000 + (i % 7) * 700
        : payType === 'Hourly'
          ? 25 + (i % 6) * 10
          : 1500 + (i % 5) * 1200;
    inputs.push({
      type: isProject ? 'Project' : 'Job',
      title,
      description: describeOpportunity(title, companyName, uniqueSkills),
      occupation,
      expertise: [pick(EXPERTISE_AREAS, i)],
      skills: uniqueSkills.length > 0 ? uniqueSkills : [pick(SUGGESTED_SKILLS, i)],
      yearsOfExperience: pick(YEARS_OF_EXPERIENCE, i),
      workingMode: pick(MODES, i),
      workload: isProject ? 'Freelance' : pick(LOADS, i % 2),
      payType,
      payMin: base,
      payMax: Math.round(base * 1.4),
      location: i % 3 === 1 ? 'Johor Bahru' : 'Singapore',
      openings: 1 + (i % 3),
      deadline: null,
      status: i % 11 === 10 ? 'draft' : 'open',
    });
  }
  return inputs;
}

async function actorFor(db: Db, email: string): Promise<Actor | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.userRole) return null;
  return {
    userId: user.id,
    sessionId: 'demo-seed',
    userRole: user.userRole,
    isOnboard: true,
    emailVerify: true,
  };
}

/** Posts the demo listings; two of them are featured. Returns how many were created. */
export async function seedDemoOpportunities(
  db: Db,
  { employerEmail, agencyEmail }: { employerEmail: string; agencyEmail: string },
): Promise<number> {
  let created = 0;
  const plan = [
    { email: employerEmail, company: 'Koh Logistics', count: 36, onlyProjects: false },
    { email: agencyEmail, company: 'Raman Studio', count: 12, onlyProjects: true },
  ];
  for (const { email, company, count, onlyProjects } of plan) {
    const actor = await actorFor(db, email);
    if (!actor) continue;
    for (const input of demoOpportunityInputs(company, count, onlyProjects)) {
      const row = await createOpportunity({ db, actor, input });
      if (created === 1 || created === 4) {
        await db.update(opportunities).set({ isFeatured: true }).where(eq(opportunities.id, row.id));
      }
      created += 1;
    }
  }
  return created;
}
