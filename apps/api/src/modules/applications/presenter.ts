import type { Application, MyApplication, OpportunityRequest } from '@talentport/contract';
import type { ApplicationRow, FileRow, OpportunityRequestRow } from '../../db/schema.js';
import { fileUrl } from '../../platform/file-urls.js';
import type { SummaryRow } from '../opportunities/index.js';
import { presentSummary } from '../opportunities/index.js';
import type { PipelineRow } from './pipeline.js';

function presentAttachment(file: FileRow | null) {
  if (!file) return null;
  return {
    _id: file.id,
    name: file.originalName,
    url: fileUrl(file.id),
    mimeType: file.mimeType,
    size: file.size,
  };
}

export function presentPipelineApplication(row: PipelineRow): Application {
  const { application, applicant, applicantCompany, attachment } = row;
  return {
    _id: application.id,
    opportunityId: application.opportunityId,
    status: application.status,
    coverLetter: application.coverLetter,
    proposedRate: application.proposedRate,
    attachment: presentAttachment(attachment),
    note: application.note,
    createdAt: application.createdAt.toISOString(),
    statusChangedAt: application.statusChangedAt.toISOString(),
    undoUntil: isUndoable(application) ? (application.undoUntil?.toISOString() ?? null) : null,
    screeningAnswers: application.screeningAnswers,
    applicant: {
      code: applicant.code,
      fullname: applicant.fullname,
      userRole: applicant.userRole === 'agency' ? 'agency' : 'freelancer',
      occupation: applicant.occupation,
      experienceLevel: applicant.experienceLevel,
      skills: applicant.skills,
      avatar: applicant.avatar,
      company: applicantCompany ? { code: applicantCompany.code, name: applicantCompany.name } : null,
      rating: applicant.rating,
      numberOfRate: applicant.numberOfRate,
    },
  };
}

/** A hire or rejection still inside its undo window (decision 060). */
export function isUndoable(application: ApplicationRow, now = Date.now()): boolean {
  return (
    application.undoUntil !== null && application.undoStatus !== null && application.undoUntil.getTime() > now
  );
}

export function presentMyApplication(row: {
  application: ApplicationRow;
  summary: SummaryRow;
  attachment: FileRow | null;
}): MyApplication {
  // The candidate hears of a decision when it can no longer be undone: until then, the status before.
  const { application } = row;
  return {
    _id: row.application.id,
    status: isUndoable(application) && application.undoStatus ? application.undoStatus : application.status,
    coverLetter: row.application.coverLetter,
    proposedRate: row.application.proposedRate,
    attachment: presentAttachment(row.attachment),
    createdAt: row.application.createdAt.toISOString(),
    statusChangedAt: row.application.statusChangedAt.toISOString(),
    opportunity: presentSummary(row.summary),
  };
}

export function presentRequest(row: {
  request: OpportunityRequestRow;
  summary: SummaryRow;
  invitee: { code: string; fullname: string };
}): OpportunityRequest {
  return {
    _id: row.request.id,
    status: row.request.status,
    message: row.request.message,
    createdAt: row.request.createdAt.toISOString(),
    respondedAt: row.request.respondedAt?.toISOString() ?? null,
    opportunity: presentSummary(row.summary),
    invitee: row.invitee,
  };
}
