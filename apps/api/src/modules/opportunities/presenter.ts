import type {
  CompanyCard,
  CompanyTrackRecord,
  OpportunityDetail,
  OpportunitySummary,
  OwnOpportunity,
  ViewerState,
} from '@talentport/contract';
import type { CompanyRow, CompanyTrackRecordRow, OpportunityRow } from '../../db/schema.js';
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
    company: {
      code: row.companyCode,
      name: row.companyName,
      avatar: row.companyAvatar,
      rating: row.companyRating,
      numberOfRate: row.companyNumberOfRate,
    },
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
    companyRating: company.rating,
    companyNumberOfRate: company.numberOfRate,
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

/** The job page's track record block: the listing's own count and the company's counters. */
export function presentTrackRecord(
  row: OpportunityRow,
  company: CompanyRow,
  record: CompanyTrackRecordRow | null,
): CompanyTrackRecord {
  const jobsWithHire = record?.jobsWithHire ?? 0;
  return {
    applicants: row.applicantCount,
    jobsPosted: company.post,
    hires: company.hired,
    jobsWithHire,
    hireRate: company.post > 0 ? Math.min(1, jobsWithHire / company.post) : null,
    medianFirstAnswerSeconds: record?.medianFirstAnswerSeconds ?? null,
    answered: record?.answered ?? 0,
    lastActiveAt: record?.lastActiveAt?.toISOString() ?? null,
  };
}

export function presentDetail(
  row: OpportunityRow,
  company: CompanyRow,
  isCompanyPublic: boolean,
  viewer: ViewerState,
  record: CompanyTrackRecordRow | null,
): OpportunityDetail {
  return {
    ...presentSummary(toSummaryRow(row, company)),
    trackRecord: presentTrackRecord(row, company, record),
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hiredCount: row.hiredCount,
    isHidden: row.isHidden,
    screeningQuestions: row.screeningQuestions,
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
