import { findMissingRequiredFields } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, opportunities, users } from '../db/schema.js';
import { startTestApp, type TestHarness } from '../test/harness.js';
import { seedDemoData } from './seed-demo.js';

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
    expect(listed.length).toBe(48);
    expect(listed.filter((row) => row.status === 'open' && row.type === 'Job').length).toBeGreaterThan(15);
    expect(listed.filter((row) => row.status === 'open' && row.type === 'Project').length).toBeGreaterThan(
      15,
    );
  });
});
