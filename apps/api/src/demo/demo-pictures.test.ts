import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, files, users } from '../db/schema.js';
import { startTestApp, type TestHarness } from '../test/harness.js';
import { logoSvg, portraitSvg, renderPng, seedDemoPictures } from './demo-pictures.js';
import { DEMO_PASSWORD, seedDemoData } from './seed-demo.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
  await seedDemoData(h.database.db);
});
afterAll(() => h.close());

describe('demo pictures', () => {
  it('draws the same picture for the same name and different ones for different names', async () => {
    expect(portraitSvg('Mai Tran')).toBe(portraitSvg('Mai Tran'));
    expect(logoSvg('Koh Logistics')).toBe(logoSvg('Koh Logistics'));
    const portraits = new Set(['Mai Tran', 'Daniel Koh', 'Priya Raman', 'Grace Ong'].map(portraitSvg));
    expect(portraits.size).toBe(4);
    const png = await renderPng(portraitSvg('Mai Tran'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('gives every onboarded person a portrait and every company its mark, uploaded like a photo', async () => {
    const uploaded = await seedDemoPictures(h.app, h.database.db, DEMO_PASSWORD);
    const people = await h.database.db
      .select({ avatar: users.avatar, companyId: users.companyId })
      .from(users)
      .where(eq(users.isOnboard, true));
    const withCompany = people.filter((person) => person.companyId).length;
    expect(people.length).toBeGreaterThanOrEqual(10);
    expect(uploaded).toBe(people.length + withCompany);
    expect(people.every((person) => person.avatar.length === 1)).toBe(true);
    const marks = await h.database.db.select({ avatar: companies.avatar }).from(companies);
    expect(marks.every((company) => company.avatar.length === 1)).toBe(true);
    // Stored as any avatar: re-encoded to WebP and served by the file route.
    const [stored] = await h.database.db.select().from(files).where(isNotNull(files.ownerUserId)).limit(1);
    expect(stored?.mimeType).toBe('image/webp');
    const [first] = people;
    const served = await h.app.inject({ method: 'GET', url: first?.avatar[0]?.url ?? '/missing' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
  });
});
