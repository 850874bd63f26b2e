import type {
  CompanyCard,
  OpportunityDetail,
  OpportunitySummary,
  OwnOpportunity,
  ViewerState,
} from '@talentport/contract';
import type { CompanyRow, OpportunityRow } from '../../db/schema.js';
import { toExcerpt } from './description.js';
import type { SummaryRow } from './search.js';

export function presentSummary(row: SummaryRow): OpportunitySummary {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    excerpt: toExcerpt(row.excerptSource),
    occupation: row.occupation,
    expertise: row.expertise,
    skills: row.skills,
    experienceLevel: row.experienceLevel,
    yearsOfExperience: row.yearsOfExperience,
    workingMode: row.workingMode,
    workload: row.workload,
    payType: row.payType,
    payMin: row.payMin,
    payMax: row.payMax,
    location: row.location,
    openings: row.openings,
    deadline: row.deadline,
    status: row.status,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    company: { code: row.companyCode, name: row.companyName, avatar: row.companyAvatar },
  };
}

/** A full row and its company as a listing row. */
export function toSummaryRow(row: OpportunityRow, company: CompanyRow): SummaryRow {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    title: row.title,
    excerptSource: row.description.slice(0, 400),
    occupation: row.occupation,
    expertise: row.expertise,
    skills: row.skills,
    experienceLevel: row.experienceLevel,
    yearsOfExperience: row.yearsOfExperience,
    workingMode: row.workingMode,
    workload: row.workload,
    payType: row.payType,
    payMin: row.payMin,
    payMax: row.payMax,
    location: row.location,
    openings: row.openings,
    deadline: row.deadline,
    status: row.status,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt,
    companyCode: company.code,
    companyName: company.name,
    companyAvatar: company.avatar,
  };
}

export function presentCompanyCard(company: CompanyRow, isPublic: boolean): CompanyCard {
  return {
    code: company.code,
    name: company.name,
    role: company.role === 'agency' ? 'agency' : 'employer',
    companyIndustry: company.companyIndustry,
    companyLocation: company.companyLocation,
    companySize: company.companySize,
    aboutBusiness: company.aboutBusiness,
    avatar: company.avatar,
    hired: company.hired,
    post: company.post,
    recruited: company.recruited,
    isPublic,
  };
}

export function presentDetail(
  row: OpportunityRow,
  company: CompanyRow,
  isCompanyPublic: boolean,
  viewer: ViewerState,
): OpportunityDetail {
  return {
    ...presentSummary(toSummaryRow(row, company)),
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hiredCount: row.hiredCount,
    isHidden: row.isHidden,
    companyCard: presentCompanyCard(company, isCompanyPublic),
    viewer,
  };
}

export function presentOwn(row: OpportunityRow, company: CompanyRow): OwnOpportunity {
  return {
    ...presentSummary(toSummaryRow(row, company)),
    applicantCount: row.applicantCount,
    newApplicantCount: row.newApplicantCount,
    hiredCount: row.hiredCount,
    isHidden: row.isHidden,
    updatedAt: row.updatedAt.toISOString(),
  };
}
