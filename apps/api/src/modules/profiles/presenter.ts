import type { Company, MeResult, Profile } from '@talentport/contract';
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
    companySize: company.companySize,
    fbURL: company.fbUrl,
    linkedInURL: company.linkedInUrl,
    websiteURL: company.websiteUrl,
    phoneCode: company.phoneCode,
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
  };
}
