import type { ProfileUpdateInput, UserRole } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userColumns, users } from '../db/schema.js';
import { fillUserRole, registerUser } from '../modules/identity/index.js';
import { updateProfile } from '../modules/profiles/index.js';
import { createPromoCode } from '../modules/rewards/index.js';
import { createStaffAccount } from '../modules/staff/index.js';
import { setWeeklyAvailability } from '../modules/talent-manager/index.js';
import { DEMO_CAST, seedDemoCast, seedDemoOpportunities } from './seed-opportunities.js';
import { seedDemoDirectory } from './talent-directory.js';

export const DEMO_PASSWORD = 'talentport-demo-2026';

export type DemoAccount = { email: string; role: string; fullname: string };

const DEMO_ACCOUNTS = [
  { email: 'freelancer@demo.talentport.dev', fullname: 'Mai Tran', role: 'freelancer' as const },
  { email: 'employer@demo.talentport.dev', fullname: 'Daniel Koh', role: 'employer' as const },
  { email: 'agency@demo.talentport.dev', fullname: 'Priya Raman', role: 'agency' as const },
  { email: 'newcomer@demo.talentport.dev', fullname: 'Alex Lim', role: null },
];

/** A staff member for the console at /staff: admin, support and talent manager at once. */
/** A promo code that works on a fresh demo database. */
export const DEMO_PROMO_CODE = 'WELCOME50';

export const DEMO_STAFF = { email: 'staff@demo.talentport.dev', fullname: 'Sam Tan' };

const DEMO_PROFILES: Record<UserRole, ProfileUpdateInput> = {
  freelancer: {
    occupation: 'Developer',
    experienceLevel: 'Mid-Senior',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    expertise: ['Web development'],
    workingMode: 'Remote',
    workLoad: 'Full-time',
    hourlyRate: '45',
    monthlyRate: '6500',
    nationality: 'Vietnamese',
    phone: '81234567',
    dateOfBirth: '1993-08-21',
    describeYourself:
      'Full-stack developer from Ho Chi Minh City, in Singapore since 2015. I like products people use every day:\n- Booking and scheduling\n- Accessible forms\n- Fast pages on cheap phones',
    workExperience: [
      {
        company: 'Lumen Labs',
        title: 'Senior developer',
        from: '2021-03',
        description: 'Built the booking platform used by 40 clinics.',
      },
    ],
    education: [{ school: 'National University of Singapore', degree: 'BSc Computer Science', to: '2015' }],
    portfolio: 'https://github.com/example',
    country: 'SG',
    city: 'Singapore',
    timeZone: 'Asia/Singapore',
    languages: [
      { language: 'vi', level: 'native' },
      { language: 'en', level: 'fluent' },
      { language: 'zh', level: 'basic' },
    ],
  },
  employer: {
    phone: '61234567',
    isWhatsapp: true,
    company: {
      name: 'Koh Logistics',
      companyIndustry: 'Logistics',
      companyLocation: 'Singapore',
      companySize: '51-200',
      aboutBusiness:
        'Same-day delivery for 1,200 online shops across Singapore and Johor.\n- 140 riders, two hubs\n- Our own dispatch and rider apps\n- An engineering team of 18',
      websiteURL: 'https://koh-logistics.example',
    },
  },
  agency: {
    phone: '67654321',
    expertise: ['Product design', 'Web development'],
    hourlyRate: '60',
    monthlyRate: '9000',
    company: {
      name: 'Raman Studio',
      companyIndustry: 'Design and development',
      companyLocation: 'Singapore',
      companySize: '11-50',
      aboutBusiness:
        'Twelve designers and engineers building first versions for start-ups: prototypes in weeks, apps in months. We bring in specialists from Talentport for each project.',
      websiteURL: 'https://raman.example',
    },
  },
};

/**
 * Creates one account per role on an empty database so that a fresh `npm start` can be tried at
 * once. Returns the accounts it created (none when the database already had users).
 */
export async function seedDemoData(db: Db, nodeEnv = process.env.NODE_ENV): Promise<DemoAccount[]> {
  // Belt and braces (config already says no): demo accounts and the all-roles demo staff member
  // have a published password, so they never exist in production mode.
  if (nodeEnv === 'production') return [];
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return [];
  const context = { userAgent: 'demo-seed', ip: '127.0.0.1', ttlMs: 1 };
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    // Demo accounts are marked verified below, so no verification mail is queued.
    await registerUser({
      db,
      input: { ...account, password: DEMO_PASSWORD },
      context,
      onCreated: async () => {},
    });
    const [user] = await db.select(userColumns).from(users).where(sql`${users.email} = ${account.email}`);
    if (!user) continue;
    await db.update(users).set({ emailVerify: true }).where(sql`${users.id} = ${user.id}`);
    if (account.role) {
      await fillUserRole({ db, userId: user.id, userRole: account.role });
      await updateProfile({ db, userId: user.id, input: DEMO_PROFILES[account.role] });
    }
    created.push({ email: account.email, role: account.role ?? 'no role yet', fullname: account.fullname });
  }
  const staff = await createStaffAccount(
    db,
    { ...DEMO_STAFF, roles: ['admin', 'support', 'talent-manager'], timeZone: 'Asia/Singapore' },
    DEMO_PASSWORD,
  );
  created.push({ email: staff.email, role: 'staff (/staff)', fullname: staff.fullname });
  // The demo staff member takes calls every day, 09:00-17:00 Singapore time.
  await setWeeklyAvailability({
    db,
    managerId: staff._id,
    windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })),
  });
  const now = Date.now();
  await createPromoCode({
    db,
    input: {
      code: DEMO_PROMO_CODE,
      value: 50,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 365 * 24 * 3600_000).toISOString(),
      maxRedemptions: 10_000,
      description: 'Demo promo code: 50 points, once per account.',
    },
    createdBy: 'demo-seed',
  });
  await seedDemoCast(db, DEMO_PASSWORD);
  // The talent directory: more freelancers, public, members-only and hidden (decision 100).
  await seedDemoDirectory(db, DEMO_PASSWORD);
  const castEmail = (name: string) => DEMO_CAST.find((member) => member.fullname === name)?.email ?? '';
  await seedDemoOpportunities(db, {
    koh: 'employer@demo.talentport.dev',
    raman: 'agency@demo.talentport.dev',
    harbourline: castEmail('Grace Ong'),
    kopi: castEmail('Aiman Yusof'),
    northstar: castEmail('Lena Wong'),
  });
  return created;
}
