import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { opportunities } from '../db/schema.js';
import { type Inject, patientInject } from './patient-inject.js';
import { seedDemoWork } from './seed-work.js';

type Step = {
  freelancer: string;
  listing: string;
  company: string;
  coverLetter: string;
  status?: 'shortlisted' | 'hired';
  /** A hire is an accepted offer with these terms (decision 122); minimal fixed terms when absent. */
  terms?: Record<string, unknown>;
  /** Said in the hiring conversation, candidate first. */
  chat?: [string, string];
  /** A finished engagement: both sides' reviews, client first (decisions 096, 097). */
  reviews?: [Review, Review];
};

type Review = { rating: number; comment: string };

/** The Monday `count` weeks before this week's (UTC), as YYYY-MM-DD. */
export function weeksAgo(count: number): string {
  const today = new Date();
  const monday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7)),
  );
  return new Date(monday.getTime() - count * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const email = {
  arjun: 'arjun.menon@freelancers.example',
  siti: 'siti.rahman@freelancers.example',
  weijie: 'wei.jie.tan@freelancers.example',
  nadia: 'nadia.hassan@freelancers.example',
  koh: 'employer@demo.talentport.dev',
  harbourline: 'people@harbourline-clinics.example',
  kopi: 'hello@kopilane.example',
};

/** Who applied where, how far it went and what was said: the same story on every fresh database. */
const STORY: Step[] = [
  {
    freelancer: email.arjun,
    listing: 'Product designer, patient booking',
    company: email.harbourline,
    coverLetter: 'I redesigned booking for a polyclinic group last year and tested it with patients over 65.',
    status: 'hired',
    chat: [
      'Happy to start on the 1st. Shall I bring the research notes from my last project?',
      'Yes please, and welcome aboard! We will send the laptop details tomorrow.',
    ],
    reviews: [
      {
        rating: 5,
        comment:
          'Arjun tested every screen with our older patients and the new booking flow halved calls to the front desk.',
      },
      {
        rating: 5,
        comment:
          'Clear goals, quick feedback and a team that acted on the research. Would work with them again.',
      },
    ],
  },
  {
    freelancer: email.nadia,
    listing: 'Business analyst, claims and billing',
    company: email.harbourline,
    coverLetter:
      'I mapped claims for an insurer and cut rejections by a third; I would love to do the same here.',
    status: 'shortlisted',
    chat: [
      'Thank you for the shortlist! Is Thursday morning good for a call?',
      'Thursday 10:00 works. I will send an invite.',
    ],
  },
  {
    freelancer: email.nadia,
    listing: 'Operations data analyst',
    company: email.koh,
    coverLetter: 'Late deliveries are my favourite puzzle: I built the delay dashboard at a courier in KL.',
    status: 'hired',
    chat: [
      'Looking forward to meeting the hub leads.',
      'They are looking forward to the dashboard! See you Monday.',
    ],
    reviews: [
      {
        rating: 4,
        comment: 'The delay dashboard is on every hub lead’s screen now. A week late, but worth it.',
      },
      {
        rating: 5,
        comment: 'Friendly hub teams and good data. The riders’ feedback sessions were the highlight.',
      },
    ],
  },
  {
    freelancer: email.weijie,
    listing: 'QA engineer, warehouse scanners',
    company: email.koh,
    coverLetter: 'I automate regression suites with Playwright and Appium and enjoy testing on real devices.',
    status: 'shortlisted',
    chat: [
      'Could I see the handhelds before the interview?',
      'Of course, come to the Johor hub at 2 pm on Wednesday.',
    ],
  },
  {
    freelancer: email.siti,
    listing: 'Performance marketer, paid social',
    company: email.kopi,
    coverLetter:
      'I halved the cost per order for a coffee brand last year, mostly by cutting what did not sell.',
    status: 'hired',
    terms: {
      kind: 'hourly',
      hourlyRate: 4500,
      weeklyHourLimit: 20,
      startDate: weeksAgo(4),
      scope: 'Paid social for the two new blends: audiences, creatives, weekly reports.',
    },
    chat: [
      'I had a look at your ads account; three quick wins already.',
      'Love it. Bring them to Monday’s tasting!',
    ],
  },
  {
    freelancer: email.siti,
    listing: 'SEO content plan for brewing guides',
    company: email.kopi,
    coverLetter: 'Brewing guides are evergreen traffic; I planned sixty of them for a tea shop.',
  },
  {
    freelancer: email.weijie,
    listing: 'Test automation engineer, health records',
    company: email.harbourline,
    coverLetter:
      'Records must be right every time: I write API tests first and teach teams to keep them green.',
  },
  {
    freelancer: email.arjun,
    listing: 'Hub signage and wayfinding',
    company: email.koh,
    coverLetter: 'Wayfinding is service design you can touch; I did the signage for a hospital wing.',
    status: 'hired',
    terms: {
      kind: 'fixed',
      amount: 360_000,
      startDate: weeksAgo(3),
      scope: 'Signage and floor markings for the Johor hub: survey, design, install guide.',
      milestones: [
        { title: 'Site survey and sign plan', amount: 90_000, dueDate: weeksAgo(2) },
        { title: 'Sign family design', amount: 150_000, dueDate: weeksAgo(0) },
        { title: 'Install guide and handover', amount: 120_000, dueDate: weeksAgo(-3) },
      ],
    },
    chat: [
      'I walked the hub this morning; the loading bays need the clearest signs.',
      'Agreed. The night shift will thank you.',
    ],
  },
];

async function tokenOf(inject: Inject, address: string, password: string): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: address, password },
  });
  return (res.json() as { result: { token: string } }).result.token;
}

export async function call(
  inject: Inject,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const res = await inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 400) throw new Error(`demo activity: ${method} ${url} answered ${res.body}`);
  return res.json() as {
    result: Record<string, unknown> & {
      _id: string;
      items?: { _id: string; opportunityId: string | null }[];
    };
  };
}

/**
 * The hiring conversation a shortlist opens. It is opened by a domain-event listener after the
 * status change commits, so on PostgreSQL it can appear a moment after the answer: wait for it
 * (bounded, 5 s).
 */
async function hiringConversation(inject: Inject, token: string, opportunityId: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const conversations = await call(inject, token, 'GET', '/api/v1/chat/conversations?type=hiringConv');
    const found = conversations.result.items?.find((item) => item.opportunityId === opportunityId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/**
 * Applications, shortlists, hires and hiring conversations between the demo cast, made through
 * the API (the same rules, events and notifications as people get), once, on a fresh database.
 */
export async function seedDemoActivity(app: FastifyInstance, db: Db, password: string): Promise<void> {
  const inject = patientInject((options) => app.inject(options));
  const rows = await db
    .select({ id: opportunities.id, title: opportunities.title, payMin: opportunities.payMin })
    .from(opportunities);
  const listings = new Map(rows.map((row) => [row.title, row]));
  let clientId = 0;
  // One log-in per person (each is an argon2 verify), reused for every step of the story.
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (address: string) => {
    if (!tokens.has(address)) tokens.set(address, tokenOf(inject, address, password));
    return tokens.get(address) as Promise<string>;
  };
  for (const step of STORY) {
    const listing = listings.get(step.listing);
    if (!listing) continue;
    const opportunityId = listing.id;
    const candidate = await tokenFor(step.freelancer);
    const company = await tokenFor(step.company);
    const applied = await call(inject, candidate, 'POST', `/api/v1/opportunities/${opportunityId}/apply`, {
      coverLetter: step.coverLetter,
      proposedRate: listing.payMin,
    });
    if (!step.status) continue;
    await call(inject, company, 'POST', `/api/v1/applications/${applied.result._id}/status`, {
      status: 'shortlisted',
    });
    const conversation = await hiringConversation(inject, candidate, opportunityId);
    if (conversation && step.chat) {
      const url = `/api/v1/chat/conversations/${conversation._id}/messages`;
      await call(inject, candidate, 'POST', url, { clientId: `demo-seed-${++clientId}`, body: step.chat[0] });
      await call(inject, company, 'POST', url, { clientId: `demo-seed-${++clientId}`, body: step.chat[1] });
    }
    if (step.status === 'hired') {
      const applicationId = applied.result._id;
      // A hire is an offer the candidate accepts (decision 122).
      const offer = await call(inject, company, 'POST', '/api/v1/offers', {
        applicationId,
        terms: step.terms ?? { kind: 'fixed', amount: 200_000, startDate: weeksAgo(8) },
      });
      await call(inject, candidate, 'POST', `/api/v1/offers/${offer.result._id}/accept`);
      if (step.reviews) {
        // Finished, and reviewed by both sides: published together.
        const engagement = `/api/v1/engagements/${applicationId}`;
        await call(inject, company, 'POST', `${engagement}/end`, { outcome: 'completed' });
        await call(inject, company, 'POST', `${engagement}/review`, step.reviews[0]);
        await call(inject, candidate, 'POST', `${engagement}/review`, step.reviews[1]);
      }
    }
  }
  await seedDemoWork({ inject, db, tokenFor, listings, call });
}
