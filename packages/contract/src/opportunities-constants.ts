/**
 * Opportunity constants without zod, so that screens can use them without loading the schema
 * library (the schemas live in opportunities.ts).
 */
import { EXPERIENCE_LEVEL_YEARS, type EXPERIENCE_LEVELS } from './constants.js';

/** The data rules Filter state `tab` and Job state `typeAppliedJob`: the two kinds of opportunity. */
export const OPPORTUNITY_TYPES = ['Job', 'Project'] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
/** A person's own lists (applications, saved, invitations, own listings) also show both types at once. */
export const LIST_TYPES = ['All', ...OPPORTUNITY_TYPES] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const OPPORTUNITY_STATUSES = ['draft', 'open', 'paused', 'closed', 'filled'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

/** Jobs are paid a monthly or hourly salary; projects a fixed or hourly budget. */
export const PAY_TYPES = ['Monthly', 'Hourly', 'Fixed'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPES_BY_OPPORTUNITY_TYPE: Record<OpportunityType, readonly PayType[]> = {
  Job: ['Monthly', 'Hourly'],
  Project: ['Fixed', 'Hourly'],
};

/** Areas of expertise offered in filters and on opportunities (profiles keep free text). */
export const EXPERTISE_AREAS = [
  'Web development',
  'Mobile development',
  'Product design',
  'Data and analytics',
  'Cloud and DevOps',
  'Quality assurance',
  'Digital marketing',
  'Project management',
] as const;

/** Skills suggested when posting and used by the demo data and the benchmark generator. */
export const SUGGESTED_SKILLS = [
  'TypeScript',
  'JavaScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Python',
  'Django',
  'Java',
  'Kotlin',
  'Swift',
  'Flutter',
  'Go',
  'AWS',
  'Docker',
  'Kubernetes',
  'Figma',
  'UX research',
  'SEO',
  'Google Ads',
  'Content writing',
  'Scrum',
  'Jira',
  'SQL',
  'Power BI',
  'Selenium',
  'Cypress',
  'Playwright',
  'GraphQL',
  'PHP',
  'Laravel',
] as const;

/** Experience-level years of the data rules (1, 3, 5, 10, 11), the values of the `yearsOfExperience` filter. */
export const YEARS_OF_EXPERIENCE = Object.values(EXPERIENCE_LEVEL_YEARS) as readonly number[];
export const EXPERIENCE_LEVEL_FOR_YEARS: Record<number, (typeof EXPERIENCE_LEVELS)[number]> = {
  1: 'Fresher',
  3: 'Junior',
  5: 'Mid-Senior',
  10: 'Senior',
  11: 'Expert',
};

/** The data rules/the product constants filter defaults; a `rangePrice` equal to the default is no constraint (decision 009). */
export const RANGE_PRICE_DEFAULT = [0, 500] as const;
export const SALARY_DEFAULT = ['Monthly'] as const;
export const OPPORTUNITY_SORTS = ['newest', 'best', 'pay', 'forYou'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

/** Reports from this many different people hide an opportunity until staff review it. */
export const REPORT_HIDE_THRESHOLD = 3;

export const APPLICATION_STATUSES = [
  'new',
  'shortlisted',
  'interviewing',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses an employer may move an applicant to; `withdrawn` is the candidate's own. */
export const PIPELINE_STATUSES = ['new', 'shortlisted', 'interviewing', 'hired', 'rejected'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** Allowed moves in the hiring pipeline; hired and withdrawn are final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly PipelineStatus[]> = {
  new: ['shortlisted', 'interviewing', 'hired', 'rejected'],
  shortlisted: ['interviewing', 'hired', 'rejected'],
  interviewing: ['hired', 'rejected'],
  rejected: ['shortlisted'],
  hired: [],
  withdrawn: [],
};

/**
 * How long a hire or a rejection can be undone (decision 060). The candidate's mail and
 * notification are held until the window closes.
 */
export const APPLICATION_UNDO_WINDOW_MS = 5 * 60_000;

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The data rules Employer view state `tabName` (default "All"). */
export const EMPLOYER_TAB_NAMES = ['All', 'open', 'draft', 'closed'] as const;
export type EmployerTabName = (typeof EMPLOYER_TAB_NAMES)[number];
