import { type AgencyCard, paths } from '@talentport/contract';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { SearchAlertPanel } from '../../features/opportunities/components/search-alert-panel';
import { useProfile } from '../../features/profile/api/get-profile';
import { TalentSearch } from '../../features/talent/components/talent-search';
import { AgencyActions } from '../agency-actions';
import { companyPath, talentPath } from '../public-paths';
import { TalentActions } from '../talent-actions';

/**
 * `/employer/talent` and `/agency/talent`: find freelancers (and agencies) to hire, then message,
 * invite or share from the card. The filters live in the URL so a search can be shared, and saved
 * with alerts of new freelancers who match (decision 114).
 */
export function HiringTalentRoute() {
  const { state } = useAuth();
  const role = state.userRole === 'agency' ? 'agency' : 'employer';
  const renderActions = useCallback(
    (card: { code: string; fullname: string }) => (
      <TalentActions code={card.code} fullname={card.fullname} viewerRole={role} />
    ),
    [role],
  );
  // An agency's own card gets no Message or Invite: nobody writes to or invites their own company.
  const ownCompanyCode = useProfile().data?.company?.code ?? null;
  const renderAgencyActions = useCallback(
    (card: AgencyCard) =>
      card.code === ownCompanyCode ? null : (
        <AgencyActions
          companyCode={card.code}
          ownerCode={card.ownerCode}
          name={card.name}
          viewerRole={role}
        />
      ),
    [role, ownCompanyCode],
  );
  const renderSaveSearch = useCallback(
    (search: { query: string; suggestedName: string }) => (
      <SearchAlertPanel
        target="talent"
        mode="save"
        query={search.query}
        suggestedName={search.suggestedName}
        settingsPath={paths.role.settings.getHref({ role })}
      />
    ),
    [role],
  );
  return (
    <>
      <title>Find talent · Talentport</title>
      <TalentSearch
        eyebrow="Hire"
        heading="Find talent"
        viewer={role}
        intro={
          <p className="lead">
            Search freelancers by skill, rate and availability, then message them or invite them to one of{' '}
            <Link
              to={
                role === 'agency'
                  ? paths.agency.posted.getHref({ type: 'Project' })
                  : paths.employer.opportunities.getHref()
              }
            >
              your open opportunities
            </Link>
            .
          </p>
        }
        profilePath={(code) => talentPath(role, code)}
        agencyPath={(code) => companyPath(role, code)}
        renderActions={renderActions}
        renderAgencyActions={renderAgencyActions}
        renderSaveSearch={renderSaveSearch}
      />
    </>
  );
}

/**
 * `/talent`: the public directory for guests (the route rules give "any other path" to guests only). The API
 * answers guests with public profiles only.
 */
export function GuestTalentRoute() {
  const renderActions = useCallback(
    (card: { code: string; fullname: string }) => (
      <TalentActions code={card.code} fullname={card.fullname} viewerRole={null} />
    ),
    [],
  );
  const renderAgencyActions = useCallback(
    (card: AgencyCard) => (
      <AgencyActions companyCode={card.code} ownerCode={card.ownerCode} name={card.name} viewerRole={null} />
    ),
    [],
  );
  return (
    <>
      <title>Find talent · Talentport</title>
      <TalentSearch
        eyebrow="Talent directory"
        heading="Freelancers and agencies on Talentport"
        viewer="guest"
        intro={
          <p className="lead">
            These are the profiles their owners made public.{' '}
            <Link to={paths.signup.getHref({ role: 'employer' })}>Sign up as an employer</Link> to see
            everyone, message them and invite them to your jobs.
          </p>
        }
        profilePath={(code) => talentPath(null, code)}
        agencyPath={(code) => companyPath(null, code)}
        renderActions={renderActions}
        renderAgencyActions={renderAgencyActions}
      />
    </>
  );
}
