import type { ProfileUpdateInput } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { opportunities, userColumns, users } from '../db/schema.js';
import { fillUserRole, registerUser } from '../modules/identity/index.js';
import { createOpportunity } from '../modules/opportunities/index.js';
import { updateProfile } from '../modules/profiles/index.js';
import type { Actor } from '../platform/actor.js';
import { DEMO_LISTINGS, type DemoCompanyKey, toOpportunityInput } from './demo-listings.js';

type CastMember = {
  email: string;
  fullname: string;
  role: 'freelancer' | 'employer' | 'agency';
  profile: ProfileUpdateInput;
};

const company = (
  name: string,
  companyIndustry: string,
  companyLocation: string,
  companySize: '1-10' | '11-50' | '51-200',
  aboutBusiness: string,
  websiteURL: string,
) => ({ name, companyIndustry, companyLocation, companySize, aboutBusiness, websiteURL });

/**
 * The rest of the marketplace around the demo accounts: two more employers, one more agency and
 * freelancers with portfolios. Their addresses are on `.example` domains so they never mix with
 * the documented `@demo.talentport.dev` accounts (same password).
 */
export const DEMO_CAST: CastMember[] = [
  {
    email: 'people@harbourline-clinics.example',
    fullname: 'Grace Ong',
    role: 'employer',
    profile: {
      phone: '62345678',
      company: company(
        'Harbourline Clinics',
        'Healthcare',
        'Singapore',
        '51-200',
        'Nine family clinics in the heart of Singapore.\n- Same-day appointments\n- Our own booking and records software\n- A team of 14 in product and engineering',
        'https://harbourline-clinics.example',
      ),
    },
  },
  {
    email: 'hello@kopilane.example',
    fullname: 'Aiman Yusof',
    role: 'employer',
    profile: {
      phone: '123456789',
      phoneCode: '60',
      company: company(
        'Kopi Lane Roasters',
        'Food and drink',
        'Kuala Lumpur',
        '11-50',
        'We roast speciality coffee in Kuala Lumpur and post it fresh to 40,000 regulars. Small team, big opinions about crema.',
        'https://kopilane.example',
      ),
    },
  },
  {
    email: 'team@northstar-growth.example',
    fullname: 'Lena Wong',
    role: 'agency',
    profile: {
      phone: '63456789',
      expertise: ['Digital marketing', 'Data and analytics'],
      hourlyRate: '70',
      monthlyRate: '10000',
      company: company(
        'Northstar Growth',
        'Marketing',
        'Singapore',
        '11-50',
        'Paid search, SEO and email for direct-to-consumer brands. We report in numbers, weekly.',
        'https://northstar-growth.example',
      ),
    },
  },
  ...[
    [
      'Arjun Menon',
      'Designer',
      'Senior',
      ['Figma', 'UX research', 'Accessibility'],
      'Product design',
      'Product designer for health and public-service apps. I test with real people early and often.',
      'https://arjun-menon.example/case-studies\nhttps://dribbble.com/arjun-example',
    ],
    [
      'Siti Rahman',
      'Digital Marketer',
      'Mid-Senior',
      ['Google Ads', 'GA4', 'SEO'],
      'Digital marketing',
      'Performance marketer for e-commerce. Last year I halved the cost per order for a coffee brand.',
      'https://siti-rahman.example/results',
    ],
    [
      'Wei Jie Tan',
      'Quality Controller',
      'Junior',
      ['Playwright', 'Cypress', 'Postman'],
      'Quality assurance',
      'QA engineer who automates the boring checks so releases stay calm.',
      'https://github.com/weijie-example',
    ],
    [
      'Nadia Hassan',
      'Business Analyst',
      'Mid-Senior',
      ['SQL', 'Power BI', 'BPMN'],
      'Data and analytics',
      'Business analyst in logistics and healthcare: I map processes and turn them into clear requirements.',
      'https://nadia-hassan.example/portfolio',
    ],
  ].map(([fullname, occupation, experienceLevel, skills, area, about, portfolio], index) => ({
    email: `${String(fullname).toLowerCase().replace(/\s+/g, '.')}@freelancers.example`,
    fullname: String(fullname),
    role: 'freelancer' as const,
    profile: {
      occupation,
      experienceLevel,
      skills,
      expertise: [area],
      workingMode: index % 2 === 0 ? 'Remote' : 'Hybrid',
      workLoad: index === 2 ? 'Part-time' : 'Freelance',
      hourlyRate: String(35 + index * 10),
      monthlyRate: String(5000 + index * 1000),
      phone: `8${String(1000000 + index * 1111111).slice(0, 7)}`,
      describeYourself: about,
      portfolio,
    } as ProfileUpdateInput,
  })),
];

async function actorFor(db: Db, email: string): Promise<Actor | null> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  if (!user?.userRole) return null;
  return {
    userId: user.id,
    sessionId: 'demo-seed',
    userRole: user.userRole,
    isOnboard: true,
    emailVerify: true,
  };
}

/** Registers, verifies and onboards the cast (same steps as the demo accounts). */
export async function seedDemoCast(db: Db, password: string): Promise<void> {
  const context = { userAgent: 'demo-seed', ip: '127.0.0.1', ttlMs: 1 };
  for (const member of DEMO_CAST) {
    await registerUser({
      db,
      input: { email: member.email, fullname: member.fullname, password },
      context,
      onCreated: async () => {},
    });
    const [user] = await db.select(userColumns).from(users).where(eq(users.email, member.email));
    if (!user) continue;
    await db.update(users).set({ emailVerify: true }).where(eq(users.id, user.id));
    await fillUserRole({ db, userId: user.id, userRole: member.role });
    await updateProfile({ db, userId: user.id, input: member.profile });
  }
}

/** Posts every demo listing from its company; two of them are featured. Returns how many. */
export async function seedDemoOpportunities(db: Db, emails: Record<DemoCompanyKey, string>): Promise<number> {
  let created = 0;
  const actors = new Map<DemoCompanyKey, Actor | null>();
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    if (!actors.has(listing.company))
      actors.set(listing.company, await actorFor(db, emails[listing.company]));
    const actor = actors.get(listing.company);
    if (!actor) continue;
    const row = await createOpportunity({ db, actor, input: toOpportunityInput(listing, index) });
    if (index === 1 || index === 8) {
      await db.update(opportunities).set({ isFeatured: true }).where(eq(opportunities.id, row.id));
    }
    created += 1;
  }
  return created;
}
