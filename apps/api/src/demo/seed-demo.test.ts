import { findMissingRequiredFields } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  companies,
  invoices,
  messages,
  milestones,
  offers,
  opportunities,
  reviews,
  timesheets,
  users,
} from '../db/schema.js';
import { startTestApp, type TestHarness } from '../test/harness.js';
import { DEMO_LISTINGS } from './demo-listings.js';
import { seedDemoActivity } from './seed-activity.js';
import { DEMO_PASSWORD, seedDemoData } from './seed-demo.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

describe('seedDemoData', () => {
  it('creates onboarded demo accounts with complete profiles, once', async () => {
    const accounts = await seedDemoData(h.database.db);
    expect(accounts.map((account) => account.role)).toEqual([
      'freelancer',
      'employer',
      'agency',
      'no role yet',
      'staff (/staff)',
    ]);
    const rows = await h.database.db
      .select({ user: users, company: companies })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId));
    for (const { user, company } of rows) {
      if (!user.userRole) {
        expect(user.isOnboard).toBe(false);
        continue;
      }
      expect(user.isOnboard).toBe(true);
      expect(findMissingRequiredFields(user.userRole, { ...user, company })).toEqual([]);
    }
    expect(await seedDemoData(h.database.db)).toEqual([]);
    const listed = await h.database.db
      .select({ status: opportunities.status, type: opportunities.type })
      .from(opportunities);
    expect(listed.length).toBe(DEMO_LISTINGS.length);
    expect(listed.filter((row) => row.status === 'open' && row.type === 'Job').length).toBeGreaterThanOrEqual(
      15,
    );
    expect(listed.filter((row) => row.status === 'open' && row.type === 'Project').length).toBeGreaterThan(
      15,
    );
  });

  it('reads like a marketplace: five companies, no duplicate titles, tags that fit the work', async () => {
    const rows = await h.database.db
      .select({
        title: opportunities.title,
        occupation: opportunities.occupation,
        expertise: opportunities.expertise,
        description: opportunities.description,
        company: companies.name,
      })
      .from(opportunities)
      .innerJoin(companies, eq(companies.id, opportunities.companyId));
    expect(new Set(rows.map((row) => row.company)).size).toBe(5);
    expect(new Set(rows.map((row) => row.title.toLowerCase())).size).toBe(rows.length);
    const fitting: Record<string, string[]> = {
      Designer: ['Product design', 'Web development', 'Digital marketing'],
      Developer: ['Web development', 'Mobile development', 'Cloud and DevOps', 'Digital marketing'],
      'Digital Marketer': ['Digital marketing'],
      'Quality Controller': ['Quality assurance', 'Web development'],
      'Business Analyst': ['Data and analytics', 'Project management'],
      'PM/PO': ['Project management'],
    };
    for (const row of rows) {
      for (const area of row.expertise)
        expect(fitting[row.occupation], `${row.title}: ${area}`).toContain(area);
      expect(row.description).not.toMatch(/looking for help with/i);
      expect(row.description).toMatch(/\n- /);
    }
    const freelancers = await h.database.db.select().from(users).where(eq(users.userRole, 'freelancer'));
    expect(freelancers.length).toBeGreaterThanOrEqual(5);
    expect(freelancers.filter((user) => user.portfolio).length).toBeGreaterThanOrEqual(5);
  });

  it('tells the same story of applications, hires and conversations, through the API', async () => {
    await seedDemoActivity(h.app, h.database.db, DEMO_PASSWORD);
    const rows = await h.database.db.select({ status: applications.status }).from(applications);
    expect(rows.length).toBe(8);
    expect(rows.filter((row) => row.status === 'hired').length).toBe(4);
    expect(rows.filter((row) => row.status === 'shortlisted').length).toBe(2);
    const said = await h.database.db.select({ id: messages.id }).from(messages);
    expect(said.length).toBeGreaterThanOrEqual(10);
    const [harbourline] = await h.database.db
      .select({ hired: companies.hired })
      .from(companies)
      .where(eq(companies.name, 'Harbourline Clinics'));
    expect(harbourline?.hired).toBe(1);
    // Work agreements in every state (decision 122).
    const offerRows = await h.database.db.select({ status: offers.status }).from(offers);
    expect(offerRows.map((row) => row.status).sort()).toEqual(
      ['accepted', 'accepted', 'accepted', 'accepted', 'countered', 'pending', 'pending'].sort(),
    );
    const milestoneRows = await h.database.db.select({ status: milestones.status }).from(milestones);
    expect(milestoneRows.map((row) => row.status)).toEqual(expect.arrayContaining(['approved', 'submitted']));
    const weeks = await h.database.db.select({ status: timesheets.status }).from(timesheets);
    expect(weeks.map((row) => row.status).sort()).toEqual(['approved', 'submitted']);
    const bills = await h.database.db.select().from(invoices);
    expect(bills.map((row) => row.status).sort()).toEqual(['open', 'paid']);
    const overdue = bills.find((row) => row.status === 'open');
    expect(overdue && overdue.dueOn < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('finishes two of the hires with both sides’ reviews, published, and the ratings they give', async () => {
    const published = await h.database.db.select({ publishedAt: reviews.publishedAt }).from(reviews);
    expect(published.length).toBe(4);
    expect(published.every((review) => review.publishedAt !== null)).toBe(true);
    const [arjun] = await h.database.db
      .select({ rating: users.rating, numberOfRate: users.numberOfRate })
      .from(users)
      .where(eq(users.fullname, 'Arjun Menon'));
    expect(arjun).toEqual({ rating: 5, numberOfRate: 1 });
    const [koh] = await h.database.db
      .select({ rating: companies.rating, numberOfRate: companies.numberOfRate })
      .from(companies)
      .where(eq(companies.name, 'Koh Logistics'));
    expect(koh).toEqual({ rating: 5, numberOfRate: 1 });
  });

  it('fills the talent directory with public, members-only and hidden freelancers (decision 100)', async () => {
    const rows = await h.database.db
      .select({ visibility: users.profileVisibility })
      .from(users)
      .where(eq(users.userRole, 'freelancer'));
    const count = (level: string) => rows.filter((row) => row.visibility === level).length;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(count('public')).toBeGreaterThanOrEqual(8);
    expect(count('members')).toBeGreaterThanOrEqual(8);
    expect(count('hidden')).toBeGreaterThanOrEqual(2);
  });
});
