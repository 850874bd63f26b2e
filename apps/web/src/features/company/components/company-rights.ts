import type { CompanyMemberRole } from '@talentport/contract';

export const ROLE_LABELS: Record<CompanyMemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** What each role may do, in plain words (decision 052). */
export const RIGHTS_SENTENCES: Record<CompanyMemberRole, string> = {
  owner:
    'You are the owner: you edit the company page, invite people and choose who is an admin. Admins also edit the page and invite people; every member posts opportunities and moves applicants.',
  admin:
    'You are an admin: you edit the company page, invite people, post opportunities and move applicants. Only the owner chooses who is an admin.',
  member:
    'You are a member: you post and edit opportunities and move applicants. The company page and invitations are looked after by the owner and admins; ask them if something needs changing.',
};

export const COMPANY_PAGE_READ_ONLY =
  'Only the company’s owner and admins can change the company page. You can still change your own details here; company fields you change are not saved.';
