import type { Company, MeResult, Profile, PublicProfile, PublicUserCard } from '@talentport/contract';
import type { CompanyRow, UserRow } from '../../db/schema.js';

export function presentMe(user: UserRow, isCompanyOwner: boolean): MeResult {
  return {
    _id: user.id,
    code: user.code,
    fullname: user.fullname,
    email: user.email,
    emailVerify: user.emailVerify,
    userRole: user.userRole ?? null,
    isOnboard: user.isOnboard,
    isCompanyOwner,
  };
}

export function presentCompany(company: CompanyRow): Company {
  return {
    _id: company.id,
    code: company.code,
    role: company.role as Company['role'],
    created: company.created.toISOString(),
    name: company.name,
    companyLocation: company.companyLocation,
    companyIndustry: company.companyIndustry,
    aboutBusiness: company.aboutBusiness,
    hired: company.hired,
    post: company.post,
    recruited: company.recruited,
    rating: company.rating,
    numberOfRate: company.numberOfRate,
    companySize: company.companySize,
    fbURL: company.fbUrl,
    linkedInURL: company.linkedInUrl,
    websiteURL: company.websiteUrl,
    phoneCode: company.phoneCode,
    avatar: company.avatar,
  };
}

/** Billing details as answered: every field present (decision 122). */
export function presentBilling(billing: CompanyRow['billing'] | null | undefined) {
  return {
    legalName: billing?.legalName ?? '',
    billingAddress: billing?.billingAddress ?? '',
    country: billing?.country ?? '',
    taxId: billing?.taxId ?? '',
  };
}

/** The owner's view of their profile. Password hashes and verification codes stay on the server. */
export function presentOwnProfile(user: UserRow, company: CompanyRow | null): Profile {
  return {
    _id: user.id,
    code: user.code,
    fullname: user.fullname,
    companyName: user.companyName,
    address: user.address,
    email: user.email,
    emailVerify: user.emailVerify,
    nationality: user.nationality,
    phoneCode: user.phoneCode,
    phone: user.phone,
    phoneVerify: user.phoneVerify,
    isWhatsapp: user.isWhatsapp,
    userRole: user.userRole ?? null,
    merchantCode: user.merchantCode,
    hourlyRate: user.hourlyRate,
    monthlyRate: user.monthlyRate,
    describeYourself: user.describeYourself,
    occupation: user.occupation,
    skills: user.skills,
    experienceLevel: user.experienceLevel,
    expertise: user.expertise,
    workingMode: user.workingMode,
    workLoad: user.workLoad,
    workExperience: user.workExperience,
    education: user.education,
    portfolio: user.portfolio,
    linked: user.linked,
    bankDetail: user.bankDetail ?? null,
    billing: presentBilling(user.billing),
    companyBilling: company ? presentBilling(company.billing) : null,
    dateOfBirth: user.dateOfBirth ?? null,
    numberOfRate: user.numberOfRate,
    rating: user.rating,
    isHiring: user.isHiring,
    professional: user.professional,
    verifyExpiredAt: user.verifyExpiredAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    isOnboard: user.isOnboard,
    avatar: user.avatar,
    resume: user.resume,
    directSignUp: user.directSignUp,
    name: user.name,
    companyIndustry: user.companyIndustry,
    companyLocation: user.companyLocation,
    company: company ? presentCompany(company) : null,
    ...presentLocation(user),
  };
}

/** Country, city, time zone and languages (decision 129), field by field. */
export function presentLocation(user: Pick<UserRow, 'country' | 'city' | 'timeZone' | 'languages'>) {
  return {
    country: user.country,
    city: user.city,
    timeZone: user.timeZone,
    languages: user.languages.map((entry) => ({ language: entry.language, level: entry.level })),
  };
}

/** What anyone may see of a user: no email, phone, date of birth, address or bank details. */
export function presentUserCard(
  user: UserRow,
  company: CompanyRow | null,
  isHighlighted = false,
): PublicUserCard {
  return {
    code: user.code,
    fullname: user.fullname,
    userRole: user.userRole ?? 'freelancer',
    occupation: user.occupation,
    experienceLevel: user.experienceLevel,
    skills: user.skills,
    expertise: user.expertise,
    nationality: user.nationality,
    workingMode: user.workingMode,
    workLoad: user.workLoad,
    hourlyRate: user.hourlyRate,
    monthlyRate: user.monthlyRate,
    avatar: user.avatar,
    rating: user.rating,
    numberOfRate: user.numberOfRate,
    professional: user.professional,
    company: company ? { code: company.code, name: company.name } : null,
    isHighlighted,
    ...presentLocation(user),
  };
}

export function presentPublicProfile(
  user: UserRow,
  company: CompanyRow | null,
  { canSeeResume, isHighlighted = false }: { canSeeResume: boolean; isHighlighted?: boolean },
): PublicProfile {
  return {
    ...presentUserCard(user, company, isHighlighted),
    describeYourself: user.describeYourself,
    workExperience: user.workExperience,
    education: user.education,
    portfolio: user.portfolio,
    createdAt: user.createdAt.toISOString(),
    hasResume: user.resume.length > 0,
    resume: canSeeResume ? user.resume : [],
  };
}
