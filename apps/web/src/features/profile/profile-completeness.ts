import type { Profile } from '@talentport/contract';

/** Where a step is done on the profile screen (its section's id there). */
export type ProfileSection = 'photo' | 'about' | 'experience' | 'rates' | 'portfolio';

export type CompletenessStep = {
  key: string;
  /** What to do, as the meter says it: "Add a profile photo". */
  label: string;
  /** Why it helps, in one short sentence. */
  why: string;
  section: ProfileSection;
  weight: number;
  isDone: boolean;
};

export type Completeness = { percent: number; steps: CompletenessStep[]; next: CompletenessStep | null };

export const ABOUT_MIN_LENGTH = 150;
export const SKILLS_MIN = 3;

type CompletenessInput = Pick<
  Profile,
  | 'avatar'
  | 'describeYourself'
  | 'skills'
  | 'hourlyRate'
  | 'monthlyRate'
  | 'workExperience'
  | 'education'
  | 'resume'
> & { portfolioCount: number };

const isRateGiven = (rate: string) => Number(rate.replace(/,/g, '')) > 0;

/**
 * How complete a freelancer's profile is, and the next most useful step (decision 103). Weights
 * follow what employers look at first: a face, a case study, the story, the skills, a rate.
 * The next step is the undone one with the highest weight; ties keep the order below.
 */
export function profileCompleteness(profile: CompletenessInput): Completeness {
  const steps: CompletenessStep[] = [
    {
      key: 'portfolio',
      label: 'Add a portfolio case study',
      why: 'Employers hire from work they can see.',
      section: 'portfolio',
      weight: 20,
      isDone: profile.portfolioCount > 0,
    },
    {
      key: 'photo',
      label: 'Add a profile photo',
      why: 'Profiles with a face get opened more.',
      section: 'photo',
      weight: 15,
      isDone: profile.avatar.length > 0,
    },
    {
      key: 'about',
      label: `Describe yourself in at least ${ABOUT_MIN_LENGTH} characters`,
      why: 'A few sentences on what you do best and for whom.',
      section: 'about',
      weight: 15,
      isDone: profile.describeYourself.trim().length >= ABOUT_MIN_LENGTH,
    },
    {
      key: 'skills',
      label: `List at least ${SKILLS_MIN} skills`,
      why: 'Skills are how employers search.',
      section: 'experience',
      weight: 15,
      isDone: profile.skills.length >= SKILLS_MIN,
    },
    {
      key: 'rates',
      label: 'Give an hourly or monthly rate',
      why: 'Employers filter by budget.',
      section: 'rates',
      weight: 10,
      isDone: isRateGiven(profile.hourlyRate) || isRateGiven(profile.monthlyRate),
    },
    {
      key: 'experience',
      label: 'Add a past job',
      why: 'Work history shows where you have delivered.',
      section: 'experience',
      weight: 10,
      isDone: profile.workExperience.length > 0,
    },
    {
      key: 'resume',
      label: 'Upload your resume',
      why: 'Employers and agencies can download it.',
      section: 'photo',
      weight: 10,
      isDone: profile.resume.length > 0,
    },
    {
      key: 'education',
      label: 'Add your education',
      why: 'It rounds off your story.',
      section: 'experience',
      weight: 5,
      isDone: profile.education.length > 0,
    },
  ];
  const done = steps.filter((step) => step.isDone).reduce((sum, step) => sum + step.weight, 0);
  const total = steps.reduce((sum, step) => sum + step.weight, 0);
  const next = steps.filter((step) => !step.isDone).sort((a, b) => b.weight - a.weight)[0] ?? null;
  return { percent: Math.round((done / total) * 100), steps, next };
}
