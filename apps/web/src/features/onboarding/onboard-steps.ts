import { findMissingRequiredFields, profileUpdateInputSchema, type UserRole } from '@talentport/contract';
import { type OnboardData, splitList, toProfileInput } from './onboard-data';

export type FieldPath =
  | 'fullname'
  | 'occupation'
  | 'nationality'
  | 'phoneCode'
  | 'phone'
  | 'isWhatsapp'
  | 'dateOfBirth'
  | 'experienceLevel'
  | 'expertise'
  | 'skills'
  | 'workExperience'
  | 'education'
  | 'workingMode'
  | 'workLoad'
  | 'hourlyRate'
  | 'monthlyRate'
  | 'describeYourself'
  | 'portfolio'
  | 'bankDetail'
  | 'referrerEmail'
  | 'company.name'
  | 'company.companyIndustry'
  | 'company.companyLocation'
  | 'company.companySize'
  | 'company.aboutBusiness'
  | 'company.websiteURL'
  | 'company.linkedInURL'
  | 'company.fbURL';

export type FieldErrors = Partial<Record<FieldPath, string>>;

export const FIELD_LABELS: Record<FieldPath, string> = {
  fullname: 'Full name',
  occupation: 'Occupation',
  nationality: 'Nationality',
  phoneCode: 'Country code',
  phone: 'Phone number',
  isWhatsapp: 'WhatsApp',
  dateOfBirth: 'Date of birth',
  experienceLevel: 'Experience level',
  expertise: 'Expertise',
  skills: 'Skills',
  workExperience: 'Work experience',
  education: 'Education',
  workingMode: 'Working mode',
  workLoad: 'Workload',
  hourlyRate: 'Hourly rate',
  monthlyRate: 'Monthly rate',
  describeYourself: 'Describe yourself',
  portfolio: 'Portfolio links',
  bankDetail: 'Bank details',
  referrerEmail: 'Referrer email',
  'company.name': 'Company name',
  'company.companyIndustry': 'Industry',
  'company.companyLocation': 'Location',
  'company.companySize': 'Company size',
  'company.aboutBusiness': 'About the business',
  'company.websiteURL': 'Website',
  'company.linkedInURL': 'LinkedIn page',
  'company.fbURL': 'Facebook page',
};

export type StepDefinition = { title: string; fields: readonly FieldPath[] };

const COMPANY_STEP: StepDefinition = {
  title: 'Company',
  fields: [
    'company.name',
    'company.companyIndustry',
    'company.companyLocation',
    'company.companySize',
    'company.websiteURL',
    'company.linkedInURL',
    'company.fbURL',
  ],
};
const CONTACT_STEP: StepDefinition = {
  title: 'Contact person',
  fields: ['fullname', 'phoneCode', 'phone', 'isWhatsapp'],
};

/** The four steps of each role's wizard (the data rules: totalStep 4). */
export const ONBOARDING_STEPS: Record<UserRole, readonly StepDefinition[]> = {
  freelancer: [
    { title: 'About you', fields: ['fullname', 'occupation', 'describeYourself'] },
    {
      title: 'Experience',
      fields: ['experienceLevel', 'expertise', 'skills', 'workExperience', 'education'],
    },
    {
      title: 'Work preferences',
      fields: [
        'workingMode',
        'workLoad',
        'hourlyRate',
        'monthlyRate',
        'phoneCode',
        'phone',
        'nationality',
        'dateOfBirth',
        'bankDetail',
      ],
    },
    { title: 'Resume and review', fields: ['portfolio', 'referrerEmail'] },
  ],
  employer: [
    COMPANY_STEP,
    { title: 'About the business', fields: ['company.aboutBusiness'] },
    CONTACT_STEP,
    { title: 'Logo and review', fields: ['referrerEmail'] },
  ],
  agency: [
    COMPANY_STEP,
    {
      title: 'About the agency',
      fields: ['company.aboutBusiness', 'expertise', 'hourlyRate', 'monthlyRate'],
    },
    CONTACT_STEP,
    { title: 'Logo and review', fields: ['referrerEmail'] },
  ],
};

function toFieldPath(path: readonly PropertyKey[]): FieldPath | null {
  const [first, second] = path;
  if (first === 'company' && typeof second === 'string') {
    const candidate = `company.${second}`;
    return candidate in FIELD_LABELS ? (candidate as FieldPath) : null;
  }
  return typeof first === 'string' && first in FIELD_LABELS ? (first as FieldPath) : null;
}

/**
 * Errors of every field of the role's wizard: empty required fields (the contract's list, the
 * same the server enforces) and format problems (the contract's profile schema).
 */
export function validateOnboardData(
  role: UserRole,
  data: OnboardData,
  referrerEmail = '',
  options: { isBankDetailIncluded?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const input = toProfileInput(role, data, { referrerEmail, ...options });
  const parsed = profileUpdateInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = toFieldPath(issue.path);
      if (!field || errors[field]) continue;
      const where =
        issue.path.length > 2 && typeof issue.path[1] === 'number' ? ` (entry ${issue.path[1] + 1})` : '';
      const last = issue.path.at(-1);
      const detail =
        !field.startsWith('company.') && issue.path.length > 1 && typeof last === 'string' ? ` ${last}` : '';
      errors[field] = `${FIELD_LABELS[field]}${where}${detail} ${issue.message}.`;
    }
  }
  const missing = findMissingRequiredFields(role, {
    ...data,
    dateOfBirth: data.dateOfBirth || null,
    skills: splitList(data.skills),
    expertise: splitList(data.expertise),
    company: data.company,
  });
  for (const path of missing) {
    const field = path as FieldPath;
    errors[field] = `${FIELD_LABELS[field]} is required.`;
  }
  return errors;
}

/** The errors that belong to one step (1-based). */
export function errorsOfStep(role: UserRole, step: number, errors: FieldErrors): FieldErrors {
  const fields = ONBOARDING_STEPS[role][step - 1]?.fields ?? [];
  return Object.fromEntries(fields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
}

/** The first step (1-based) with an error, or null. */
export function firstStepWithErrors(role: UserRole, errors: FieldErrors): number | null {
  const index = ONBOARDING_STEPS[role].findIndex((step) => step.fields.some((field) => errors[field]));
  return index === -1 ? null : index + 1;
}
