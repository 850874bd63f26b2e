import { paths, type UserRole } from '@talentport/contract';

/**
 * Public pages live under the viewer's own prefix, because the route rules give every other path to guests
 * only (decision 006): guests at /talent/:code, an employer at /employer/talent/:code, and so on.
 */
export function talentPath(viewerRole: UserRole | null, code: string): string {
  return viewerRole
    ? paths.role.talentProfile.getHref({ role: viewerRole, code })
    : paths.guest.talentProfile.getHref({ code });
}

export function companyPath(viewerRole: UserRole | null, code: string): string {
  return viewerRole
    ? paths.role.company.getHref({ role: viewerRole, code })
    : paths.guest.company.getHref({ code });
}

/** Where the owner edits their profile (freelancers) or company (employers, agencies). */
export const PROFILE_EDIT_PATHS: Record<UserRole, string> = {
  freelancer: paths.freelancer.profile.getHref(),
  employer: paths.employer.company.getHref(),
  agency: paths.agency.company.getHref(),
};

/** Where guests search opportunities (the route rules "any other path" is for guests only). */
export const GUEST_OPPORTUNITIES_PATH = paths.guest.opportunities.getHref();

/** The route rules opens `/freelancer/opportunities/{id}` to guests: the detail page a guest's search links to. */
export const GUEST_OPPORTUNITY_DETAIL_PATH = (id: string) =>
  paths.freelancer.opportunity.getHref({ opportunityId: id });

/** The talent directory: guests at /talent (the route rules "any other path"), hiring roles under their prefix. */
export function talentSearchPath(viewerRole: UserRole | null): string {
  return viewerRole ? paths.role.talent.getHref({ role: viewerRole }) : paths.guest.talent.getHref();
}
