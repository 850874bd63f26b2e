import type { EXPERTISE_AREAS, Occupation, OpportunityCreateInput } from '@talentport/contract';
import { AGENCY_LISTINGS } from './listings-agencies.js';
import { EMPLOYER_LISTINGS } from './listings-employers.js';

type ExpertiseArea = (typeof EXPERTISE_AREAS)[number];

/** Each demo company writes in its own voice: how it opens a listing and how it closes one. */
export const DEMO_VOICES = {
  koh: {
    opening: 'At Koh Logistics, 140 riders deliver same-day parcels across Singapore and Johor.',
    closing: 'Send us one thing you shipped that made someone’s day simpler. We reply within a week.',
  },
  harbourline: {
    opening: 'Harbourline Clinics runs nine family clinics; our software books 3,000 visits a week.',
    closing: 'Patients come first here, and so does a sensible working week.',
  },
  kopi: {
    opening: 'Kopi Lane roasts coffee in Kuala Lumpur and sells it online to 40,000 regulars.',
    closing: 'Tell us your usual order and one thing you would change about our shop.',
  },
  raman: {
    opening: 'Raman Studio is twelve designers and engineers building first versions for start-ups.',
    closing: 'A short note and a link to your best work is all we need.',
  },
  northstar: {
    opening: 'Northstar Growth runs paid search, SEO and email for direct-to-consumer brands.',
    closing: 'Show us a number you moved, and how.',
  },
} as const;
export type DemoCompanyKey = keyof typeof DEMO_VOICES;

export type Listing = {
  company: DemoCompanyKey;
  type: 'Job' | 'Project';
  title: string;
  occupation: Occupation;
  expertise: ExpertiseArea[];
  skills: string[];
  years: 1 | 3 | 5 | 10 | 11;
  mode: 'Remote' | 'Onsite' | 'Hybrid';
  load: 'Full-time' | 'Part-time' | 'Freelance';
  pay: ['Monthly' | 'Hourly' | 'Fixed', number, number];
  location: string;
  summary: string;
  tasks: [string, string, string];
};

/** Every demo listing, each with its own title; tags follow the occupation. */
export const DEMO_LISTINGS: Listing[] = [...EMPLOYER_LISTINGS, ...AGENCY_LISTINGS];

/** One listing as the opportunities service takes it; the description is in the company's voice. */
export function toOpportunityInput(
  listing: Listing,
  index: number,
): OpportunityCreateInput & { status: 'open' } {
  const voice = DEMO_VOICES[listing.company];
  const [payType, payMin, payMax] = listing.pay;
  return {
    type: listing.type,
    title: listing.title,
    description: `${voice.opening} ${listing.summary}\n\nWhat you will do:\n${listing.tasks.map((task) => `- ${task}`).join('\n')}\n\n${voice.closing}`,
    occupation: listing.occupation,
    expertise: listing.expertise,
    skills: listing.skills,
    yearsOfExperience: listing.years,
    workingMode: listing.mode,
    workload: listing.load,
    payType,
    payMin,
    payMax,
    location: listing.location,
    openings: listing.type === 'Job' ? 1 + (index % 2) : 1,
    deadline: null,
    status: 'open',
  };
}
