import type { UserRole } from '@talentport/contract';
import { allowed, type PolicyResult, refuse } from './result.js';

/** Who asks for a file: a signed-in user with their company (if any), or a guest (null). */
export type FileViewer = { userId: string; userRole: UserRole | null; companyId: string | null } | null;

/**
 * What a stored file belongs to, as the files service reads it (decision 053):
 * - `avatar`: a profile or company picture, shown on public pages;
 * - `portfolio-image`: a picture of a portfolio case study, shown beside the public profile;
 * - `resume`: a profile file, readable where the profile is (`profileIsPublic`), and by the
 *   companies it was sent to with an application;
 * - `attachment`: sent with applications, to the companies that own those opportunities;
 * - `chat-attachment`: the conversation's participants.
 */
export type FileRelation =
  | { kind: 'avatar' }
  | { kind: 'portfolio-image' }
  | { kind: 'resume'; ownerUserId: string; profileIsPublic: boolean; sentToCompanyIds: string[] }
  | { kind: 'attachment'; ownerUserId: string; sentToCompanyIds: string[] }
  | { kind: 'chat-attachment'; participantUserIds: string[] };

const NO_SUCH_FILE = refuse('NOT_FOUND', 'There is no such file.');
const LOG_IN = refuse('UNAUTHORIZED', 'Please log in to download this file.');

/** Employers and agencies see the resumes of public profiles, as the profile page shows them. */
export function canSeeProfileResume(
  viewer: FileViewer,
  profile: { userId: string; isPublic: boolean },
): boolean {
  if (!viewer) return false;
  if (viewer.userId === profile.userId) return true;
  return profile.isPublic && (viewer.userRole === 'employer' || viewer.userRole === 'agency');
}

function wasSentToViewer(viewer: NonNullable<FileViewer>, sentToCompanyIds: string[]): boolean {
  return viewer.companyId !== null && sentToCompanyIds.includes(viewer.companyId);
}

/**
 * May `viewer` download the file? The one rule every file route uses. Guests asking for a private
 * file are asked to log in (401); anyone else it is not for is told it does not exist (404).
 */
export function canDownloadFile(viewer: FileViewer, file: FileRelation): PolicyResult {
  if (file.kind === 'avatar' || file.kind === 'portfolio-image') return allowed;
  if (!viewer) return LOG_IN;
  switch (file.kind) {
    case 'resume':
      return canSeeProfileResume(viewer, { userId: file.ownerUserId, isPublic: file.profileIsPublic }) ||
        wasSentToViewer(viewer, file.sentToCompanyIds)
        ? allowed
        : NO_SUCH_FILE;
    case 'attachment':
      return viewer.userId === file.ownerUserId || wasSentToViewer(viewer, file.sentToCompanyIds)
        ? allowed
        : NO_SUCH_FILE;
    case 'chat-attachment':
      return file.participantUserIds.includes(viewer.userId) ? allowed : NO_SUCH_FILE;
  }
}
