import type { UserRole } from './constants.js';

/** What the required-field check reads: the saved profile merged with the submitted fields. */
export type OnboardingSubject = {
  fullname: string;
  phone: string;
  occupation: string;
  nationality: string;
  dateOfBirth: string | null;
  experienceLevel: string;
  skills: readonly string[];
  expertise: readonly string[];
  workingMode: string;
  workLoad: string;
  describeYourself: string;
  company: {
    name: string;
    companyIndustry: string;
    companyLocation: string;
    companySize: string;
    aboutBusiness: string;
  } | null;
};

type RequiredField = { path: string; isPresent: (subject: OnboardingSubject) => boolean };

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
const own = (key: Exclude<keyof OnboardingSubject, 'company'>): RequiredField => ({
  path: key,
  isPresent: (subject) => {
    const value = subject[key];
    return Array.isArray(value) ? value.length > 0 : filled(value as string | null);
  },
});
const ofCompany = (key: keyof NonNullable<OnboardingSubject['company']>): RequiredField => ({
  path: `company.${key}`,
  isPresent: (subject) => filled(subject.company?.[key]),
});

const COMPANY_FIELDS = [
  ofCompany('name'),
  ofCompany('companyIndustry'),
  ofCompany('companyLocation'),
  ofCompany('companySize'),
  ofCompany('aboutBusiness'),
];

/** Fields each role must have filled in before onboarding completes (and must keep afterwards). */
export const REQUIRED_PROFILE_FIELDS: Record<UserRole, readonly RequiredField[]> = {
  // What is needed to be found and hired (decision 063); nationality and date of birth are
  // optional and asked last, with the phone number, in "Work preferences".
  freelancer: [
    own('fullname'),
    own('occupation'),
    own('phone'),
    own('experienceLevel'),
    own('skills'),
    own('workingMode'),
    own('workLoad'),
    own('describeYourself'),
  ],
  employer: [own('fullname'), own('phone'), ...COMPANY_FIELDS],
  agency: [own('fullname'), own('phone'), ...COMPANY_FIELDS, own('expertise')],
};

/** Paths (such as `skills` or `company.name`) of the role's required fields that are empty. */
export function findMissingRequiredFields(role: UserRole, subject: OnboardingSubject): string[] {
  return REQUIRED_PROFILE_FIELDS[role].filter((field) => !field.isPresent(subject)).map((f) => f.path);
}
