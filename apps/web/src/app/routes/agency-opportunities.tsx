import '../../features/opportunities/opportunities.css';
import { paths } from '@talentport/contract';
import { NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { OpportunitySearch } from '../../features/opportunities/components/opportunity-search';
import { useProfile } from '../../features/profile/api/get-profile';

export const AGENCY_SHORTCUTS = (
  <nav className="shortcuts" aria-label="Your agency’s work">
    <NavLink end to={paths.agency.opportunities.getHref({ tab: 'Project' })}>
      Find projects
    </NavLink>
    <NavLink end to={paths.agency.applied.getHref()}>
      Applied
    </NavLink>
    <NavLink end to={paths.agency.saved.getHref()}>
      Saved
    </NavLink>
    <NavLink end to={paths.agency.requests.getHref()}>
      Invitations
    </NavLink>
    <NavLink end to={paths.agency.posted.getHref({ type: 'Project' })}>
      Your posted projects
    </NavLink>
    <NavLink end to={paths.role.talent.getHref({ role: 'agency' })} className="shortcuts__primary">
      Find talent
    </NavLink>
  </nav>
);

/** The route rules landing page of agencies: `/agency/opportunities?tab=Project`. */
export function AgencyOpportunitiesRoute() {
  const { state } = useAuth();
  const profile = useProfile({ isEnabled: state.isAuthenticated });
  return (
    <>
      <title>Opportunities · Talentport</title>
      <OpportunitySearch
        eyebrow={profile.data?.fullname ? `Welcome, ${profile.data.fullname}` : 'Welcome'}
        heading="Opportunities for your agency"
        defaultTab="Project"
        detailPath={(id) => paths.agency.opportunity.getHref({ opportunityId: id })}
        shortcuts={AGENCY_SHORTCUTS}
        alerts={{ mode: 'save', settingsPath: paths.role.settings.getHref({ role: 'agency' }) }}
      />
    </>
  );
}
