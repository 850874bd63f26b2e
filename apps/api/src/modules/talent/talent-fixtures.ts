import { eq, sql } from 'drizzle-orm';
import { profileHighlights, users } from '../../db/schema.js';
import { buildUser, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';

/** Private values every fixture freelancer carries: none may appear in a talent answer. */
export const PRIVATE = {
  phone: '98765432',
  address: '7 Secret Lane',
  dateOfBirth: '1991-02-03',
  bank: 'BANKACC-4455',
  resume: 'private-resume.pdf',
} as const;
export const PRIVATE_KEYS = [
  'email',
  'phone',
  'phoneCode',
  'dateOfBirth',
  'address',
  'bankDetail',
  'resume',
  'passwordHash',
  'emailVerifyCode',
  'merchantCode',
  'profileVisibility',
];

type Fixture = {
  fullname: string;
  occupation: string;
  experienceLevel: string;
  skills: string[];
  expertise: string[];
  workingMode: string;
  workLoad: string;
  hourlyRate: string;
  monthlyRate: string;
  rating: number;
  numberOfRate: number;
  profileVisibility: 'public' | 'members' | 'hidden';
  activeHoursAgo: number;
  describeYourself: string;
  portfolio?: string;
};

/**
 * The built directory (decision 099 tests): ANA public designer, BEN members developer, CARA
 * members expert developer (highlighted), DAN public QA with a monthly rate only, EVE hidden
 * designer. Plus an employer, an agency and a freelancer as viewers.
 */
export const PEOPLE: Record<string, Fixture> = {
  ANA: {
    fullname: 'Ana Lim',
    occupation: 'Designer',
    experienceLevel: 'Senior',
    skills: ['Figma', 'UX research', 'Prototyping'],
    expertise: ['Product design'],
    workingMode: 'Remote',
    workLoad: 'Part-time',
    hourlyRate: '35',
    monthlyRate: '0',
    rating: 4.8,
    numberOfRate: 12,
    profileVisibility: 'public',
    activeHoursAgo: 24,
    describeYourself: 'Product designer for fintech apps, from research to polished screens.',
    portfolio: 'Case study: a banking app redesign',
  },
  BEN: {
    fullname: 'Ben Tan',
    occupation: 'Developer',
    experienceLevel: 'Mid-Senior',
    skills: ['React', 'TypeScript', 'Node.js'],
    expertise: ['Web development'],
    workingMode: 'Remote',
    workLoad: 'Full-time',
    hourlyRate: '38',
    monthlyRate: '5000',
    rating: 4.2,
    numberOfRate: 5,
    profileVisibility: 'members',
    activeHoursAgo: 1,
    describeYourself: 'Full-stack engineer building React front ends and Node services.',
  },
  CARA: {
    fullname: 'Cara Ong',
    occupation: 'Developer',
    experienceLevel: 'Expert',
    skills: ['Python', 'Django', 'PostgreSQL'],
    expertise: ['Data and analytics'],
    workingMode: 'Onsite',
    workLoad: 'Freelance',
    hourlyRate: '90',
    monthlyRate: '0',
    rating: 5,
    numberOfRate: 30,
    profileVisibility: 'members',
    activeHoursAgo: 48,
    describeYourself: 'Data engineer: pipelines, warehouses and dashboards that people trust.',
  },
  DAN: {
    fullname: 'Dan Koh',
    occupation: 'Quality Controller',
    experienceLevel: 'Junior',
    skills: ['Playwright', 'Cypress'],
    expertise: ['Quality assurance'],
    workingMode: 'Hybrid',
    workLoad: 'Part-time',
    hourlyRate: '0',
    monthlyRate: '2500',
    rating: 0,
    numberOfRate: 0,
    profileVisibility: 'public',
    activeHoursAgo: 5,
    describeYourself: 'Test automation for web shops, calm releases.',
  },
  EVE: {
    fullname: 'Eve Chua',
    occupation: 'Designer',
    experienceLevel: 'Fresher',
    skills: ['Figma'],
    expertise: ['Product design'],
    workingMode: 'Remote',
    workLoad: 'Freelance',
    hourlyRate: '20',
    monthlyRate: '0',
    rating: 3.9,
    numberOfRate: 2,
    profileVisibility: 'hidden',
    activeHoursAgo: 0,
    describeYourself: 'Junior designer who likes icons and onboarding flows.',
  },
};

export type Directory = {
  codes: Record<string, string>;
  tokens: Record<string, string>;
  employer: string;
  agency: { token: string; companyCode: string | null };
  freelancer: string;
};

/** Builds every fixture through the API (so each can sign in), then sets its fields in SQL. */
export async function buildDirectory(h: TestHarness): Promise<Directory> {
  const codes: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const [key, person] of Object.entries(PEOPLE)) {
    const user = await buildVerifiedUser(h, 'freelancer', person.fullname);
    const { activeHoursAgo, ...fields } = person;
    await h.database.db
      .update(users)
      .set({
        ...fields,
        portfolio: person.portfolio ?? '',
        lastActiveAt: new Date(Date.now() - activeHoursAgo * 3_600_000),
        phone: PRIVATE.phone,
        address: PRIVATE.address,
        dateOfBirth: PRIVATE.dateOfBirth,
        bankDetail: {
          accountHolder: person.fullname,
          bankAccountNo: PRIVATE.bank,
          bankName: 'Bank',
          city: 'Singapore',
        },
        resume: [{ _id: 'r1', name: PRIVATE.resume, url: '/files/r1', mimeType: 'application/pdf', size: 1 }],
      })
      .where(eq(users.email, user.email));
    codes[key] = user.code;
    tokens[key] = user.token;
  }
  await h.database.db.execute(sql`
    insert into ${profileHighlights} (user_id, highlighted_until)
    select id, now() + interval '3 days' from ${users} where code = ${codes.CARA}`);
  const employer = await buildVerifiedUser(h, 'employer');
  const agency = await buildVerifiedUser(h, 'agency');
  const viewer = await buildUser(h.app, { role: 'freelancer', isOnboard: true, fullname: 'Viewer Person' });
  await h.database.db.update(users).set({ profileVisibility: 'hidden' }).where(eq(users.email, viewer.email));
  return {
    codes,
    tokens,
    employer: employer.token,
    agency: { token: agency.token, companyCode: agency.companyCode },
    freelancer: viewer.token,
  };
}
