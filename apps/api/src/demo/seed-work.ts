import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applications, invoices, opportunities, users } from '../db/schema.js';
import type { Inject } from './patient-inject.js';
import type { call as callApi } from './seed-activity.js';
import { weeksAgo } from './seed-activity.js';

const email = {
  arjun: 'arjun.menon@freelancers.example',
  siti: 'siti.rahman@freelancers.example',
  weijie: 'wei.jie.tan@freelancers.example',
  nadia: 'nadia.hassan@freelancers.example',
  koh: 'employer@demo.talentport.dev',
  harbourline: 'people@harbourline-clinics.example',
  kopi: 'hello@kopilane.example',
};

/**
 * Work agreements in every state (issue 34, decision 122), made through the API like the rest of
 * the demo: an offer waiting, a countered offer, a fixed engagement with an approved (invoiced,
 * paid) and a submitted milestone, an hourly one with an approved week (its invoice overdue) and
 * a submitted week. Only due dates are moved back in the database, as the passing weeks would.
 */
export async function seedDemoWork(input: {
  inject: Inject;
  db: Db;
  tokenFor: (address: string) => Promise<string>;
  listings: Map<string, { id: string }>;
  call: typeof callApi;
}) {
  const { inject, db, tokenFor, call } = input;
  const [koh, harbourline, kopi, arjun, siti, nadia] = await Promise.all(
    [email.koh, email.harbourline, email.kopi, email.arjun, email.siti, email.nadia].map(tokenFor),
  );
  const put = (token: string, url: string, payload: Record<string, unknown>) =>
    inject({ method: 'PUT', url, headers: { token }, payload });
  // Billing and bank details, printed on invoices.
  await put(arjun as string, '/api/v1/user/profile', {
    bankDetail: {
      accountHolder: 'Arjun Menon',
      bankAccountNo: '012-345678-9',
      bankName: 'DBS Bank',
      city: 'Singapore',
    },
    billing: {
      legalName: 'Arjun Menon Design',
      billingAddress: '12 Tiong Bahru Road, Singapore 168732',
      country: 'SG',
    },
  });
  await put(siti as string, '/api/v1/user/profile', {
    bankDetail: {
      accountHolder: 'Siti Rahman',
      bankAccountNo: '5140 1234 5678',
      bankName: 'Maybank',
      city: 'Kuala Lumpur',
    },
    billing: {
      legalName: 'Siti Rahman',
      billingAddress: '8 Jalan Bangsar, 59200 Kuala Lumpur',
      country: 'MY',
    },
  });
  for (const [token, legalName, billingAddress] of [
    [koh, 'Koh Logistics Pte. Ltd.', '21 Tuas South Avenue 1, Singapore 637320'],
    [kopi, 'Kopi Lane Sdn. Bhd.', '3 Lorong Kurau, 59100 Kuala Lumpur'],
  ] as const) {
    await call(inject, token as string, 'POST', '/api/v1/company/update', {
      billing: { legalName, billingAddress },
    });
  }
  const applicationOf = async (address: string, listing: string) => {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantUserId))
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(sql`${users.email} = ${address} and ${opportunities.title} = ${listing}`)
      .limit(1);
    return row?.id;
  };

  // An offer waiting for Wei Jie's answer.
  const qa = await applicationOf(email.weijie, 'QA engineer, warehouse scanners');
  if (qa) {
    await call(inject, koh as string, 'POST', '/api/v1/offers', {
      applicationId: qa,
      terms: {
        kind: 'hourly',
        hourlyRate: 5500,
        weeklyHourLimit: 25,
        startDate: weeksAgo(-1),
        scope: 'Regression suite for the handheld scanners; two days a week on site in Johor.',
      },
    });
  }
  // Nadia countered Harbourline's offer; her counter waits for the clinic's answer.
  const claims = await applicationOf(email.nadia, 'Business analyst, claims and billing');
  if (claims) {
    const sent = await call(inject, harbourline as string, 'POST', '/api/v1/offers', {
      applicationId: claims,
      terms: {
        kind: 'hourly',
        hourlyRate: 6000,
        weeklyHourLimit: 20,
        startDate: weeksAgo(-2),
        scope: 'Map claims rejections and fix the top five causes.',
      },
    });
    await call(inject, nadia as string, 'POST', `/api/v1/offers/${sent.result._id}/counter`, {
      terms: {
        kind: 'hourly',
        hourlyRate: 7000,
        weeklyHourLimit: 20,
        startDate: weeksAgo(-2),
        scope: 'Map claims rejections and fix the top five causes.',
      },
    });
  }
  // Arjun's signage: milestone 1 approved, invoiced and paid; milestone 2 submitted.
  const signage = await applicationOf(email.arjun, 'Hub signage and wayfinding');
  if (signage) {
    const detail = await call(inject, arjun as string, 'GET', `/api/v1/engagements/${signage}`);
    const [first, second] = (detail.result.milestones as { _id: string }[]) ?? [];
    await call(inject, arjun as string, 'POST', `/api/v1/milestones/${first?._id}/submit`, {
      note: 'Survey photos and the sign plan are in our conversation.',
    });
    await call(inject, koh as string, 'POST', `/api/v1/milestones/${first?._id}/approve`);
    const invoice = await call(inject, koh as string, 'GET', `/api/v1/invoices?engagementId=${signage}`);
    const paid = invoice.result.items?.[0]?._id;
    await call(inject, koh as string, 'POST', `/api/v1/invoices/${paid}/mark-paid`, {
      reference: 'KOH-PAY-0419',
    });
    await call(inject, arjun as string, 'POST', `/api/v1/invoices/${paid}/confirm-received`);
    await call(inject, arjun as string, 'POST', `/api/v1/milestones/${second?._id}/submit`, {
      note: 'Three sign families, tested with the night shift.',
    });
  }
  // Siti's paid social: a week approved two weeks ago (its invoice now overdue), last week submitted.
  const ads = await applicationOf(email.siti, 'Performance marketer, paid social');
  if (ads) {
    const log = (date: string, minutes: number, memo: string) =>
      call(inject, siti as string, 'POST', `/api/v1/engagements/${ads}/time`, { date, minutes, memo });
    const older = weeksAgo(3);
    const week = await log(older, 240, 'Audit of the ads account');
    await log(
      older.replace(/\d\d$/, (day) => String(Number(day) + 1).padStart(2, '0')),
      180,
      'New audiences',
    );
    await call(inject, siti as string, 'POST', `/api/v1/timesheets/${week.result._id}/submit`);
    const approved = await call(
      inject,
      kopi as string,
      'POST',
      `/api/v1/timesheets/${week.result._id}/approve`,
    );
    const overdueId = approved.result.invoiceId as string;
    await db
      .update(invoices)
      .set({ issuedOn: sql`current_date - 20`, dueOn: sql`current_date - 6` } as never)
      .where(eq(invoices.id, overdueId));
    const last = weeksAgo(1);
    const lastWeek = await log(last, 300, 'Creatives for the Ethiopia blend');
    await log(last, 120, 'Weekly report');
    await call(inject, siti as string, 'POST', `/api/v1/timesheets/${lastWeek.result._id}/submit`);
  }
}
