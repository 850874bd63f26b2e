import {
  DEFAULT_EXPERIENCE_LEVEL,
  DEFAULT_PHONE_CODE,
  type FileRef,
  type Profile,
  type ProfileUpdateInput,
  type UserRole,
} from '@talentport/contract';

export type WorkExperienceDraft = {
  company: string;
  title: string;
  from: string;
  to: string;
  description: string;
};
export type EducationDraft = { school: string; degree: string; from: string; to: string };
export type CompanyDraft = {
  name: string;
  companyIndustry: string;
  companyLocation: string;
  companySize: string;
  aboutBusiness: string;
  websiteURL: string;
  linkedInURL: string;
  fbURL: string;
};
export type BankDetailDraft = {
  accountHolder: string;
  bankAccountNo: string;
  bankName: string;
  city: string;
};

/** Everything the wizards edit, as form values (lists of words are typed comma-separated). */
export type OnboardData = {
  fullname: string;
  occupation: string;
  nationality: string;
  phoneCode: string;
  phone: string;
  isWhatsapp: boolean;
  dateOfBirth: string;
  experienceLevel: string;
  expertise: string;
  skills: string;
  workExperience: WorkExperienceDraft[];
  education: EducationDraft[];
  workingMode: string;
  workLoad: string;
  hourlyRate: string;
  monthlyRate: string;
  describeYourself: string;
  portfolio: string;
  company: CompanyDraft;
  bankDetail: BankDetailDraft;
};

export type OnboardFiles = { avatar: FileRef | null; resume: FileRef | null };

export const emptyCompany: CompanyDraft = {
  name: '',
  companyIndustry: '',
  companyLocation: '',
  companySize: '',
  aboutBusiness: '',
  websiteURL: '',
  linkedInURL: '',
  fbURL: '',
};

export const initialOnboardData: OnboardData = {
  fullname: '',
  occupation: '',
  nationality: '',
  phoneCode: DEFAULT_PHONE_CODE,
  phone: '',
  isWhatsapp: false,
  dateOfBirth: '',
  experienceLevel: DEFAULT_EXPERIENCE_LEVEL,
  expertise: '',
  skills: '',
  workExperience: [],
  education: [],
  workingMode: '',
  workLoad: '',
  hourlyRate: '0',
  monthlyRate: '0',
  describeYourself: '',
  portfolio: '',
  company: emptyCompany,
  bankDetail: { accountHolder: '', bankAccountNo: '', bankName: '', city: '' },
};

const zeroIfEmpty = (value: string) => value || '0';

/** Form values from a saved profile (used when the wizard starts without a draft, and for edits). */
export function toOnboardData(profile: Profile): OnboardData {
  const company = profile.company;
  return {
    fullname: profile.fullname,
    occupation: profile.occupation,
    nationality: profile.nationality,
    phoneCode: profile.phoneCode || DEFAULT_PHONE_CODE,
    phone: profile.phone,
    isWhatsapp: profile.isWhatsapp,
    dateOfBirth: profile.dateOfBirth ?? '',
    experienceLevel: profile.experienceLevel || DEFAULT_EXPERIENCE_LEVEL,
    expertise: profile.expertise.join(', '),
    skills: profile.skills.join(', '),
    workExperience: profile.workExperience.map((entry) => ({
      company: entry.company,
      title: entry.title,
      from: entry.from ?? '',
      to: entry.to ?? '',
      description: entry.description ?? '',
    })),
    education: profile.education.map((entry) => ({
      school: entry.school,
      degree: entry.degree ?? '',
      from: entry.from ?? '',
      to: entry.to ?? '',
    })),
    workingMode: profile.workingMode,
    workLoad: profile.workLoad,
    hourlyRate: zeroIfEmpty(profile.hourlyRate),
    monthlyRate: zeroIfEmpty(profile.monthlyRate),
    describeYourself: profile.describeYourself,
    portfolio: profile.portfolio,
    company: company
      ? {
          name: company.name,
          companyIndustry: company.companyIndustry,
          companyLocation: company.companyLocation,
          companySize: company.companySize,
          aboutBusiness: company.aboutBusiness,
          websiteURL: company.websiteURL,
          linkedInURL: company.linkedInURL,
          fbURL: company.fbURL,
        }
      : emptyCompany,
    bankDetail: profile.bankDetail ?? initialOnboardData.bankDetail,
  };
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The profile submit of a role: the fields its wizard shows, nothing else. */
export function toProfileInput(
  role: UserRole,
  data: OnboardData,
  options: { referrerEmail?: string; isBankDetailIncluded?: boolean } = {},
): ProfileUpdateInput {
  const person = { fullname: data.fullname, phoneCode: data.phoneCode, phone: data.phone };
  const referrer = options.referrerEmail?.trim() ? { referrerEmail: options.referrerEmail.trim() } : {};
  if (role === 'freelancer') {
    const hasBank = Object.values(data.bankDetail).some((value) => value.trim());
    return {
      ...person,
      occupation: data.occupation as ProfileUpdateInput['occupation'],
      nationality: data.nationality,
      dateOfBirth: optional(data.dateOfBirth),
      experienceLevel: data.experienceLevel as ProfileUpdateInput['experienceLevel'],
      expertise: splitList(data.expertise),
      skills: splitList(data.skills),
      workExperience: data.workExperience.map((entry) => ({
        company: entry.company,
        title: entry.title,
        from: optional(entry.from),
        to: optional(entry.to),
        description: optional(entry.description),
      })),
      education: data.education.map((entry) => ({
        school: entry.school,
        degree: optional(entry.degree),
        from: optional(entry.from),
        to: optional(entry.to),
      })),
      workingMode: data.workingMode as ProfileUpdateInput['workingMode'],
      workLoad: data.workLoad as ProfileUpdateInput['workLoad'],
      hourlyRate: zeroIfEmpty(data.hourlyRate),
      monthlyRate: zeroIfEmpty(data.monthlyRate),
      describeYourself: data.describeYourself,
      portfolio: data.portfolio,
      ...(options.isBankDetailIncluded && hasBank ? { bankDetail: data.bankDetail } : {}),
      ...referrer,
    };
  }
  const company = {
    ...data.company,
    companySize: (data.company.companySize || undefined) as NonNullable<
      ProfileUpdateInput['company']
    >['companySize'],
  };
  const base: ProfileUpdateInput = { ...person, isWhatsapp: data.isWhatsapp, company, ...referrer };
  if (role === 'employer') return base;
  return {
    ...base,
    expertise: splitList(data.expertise),
    hourlyRate: zeroIfEmpty(data.hourlyRate),
    monthlyRate: zeroIfEmpty(data.monthlyRate),
  };
}
