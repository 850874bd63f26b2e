import '../../features/opportunities/opportunities.css';
import { paths } from '@talentport/contract';
import { NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { OpportunitySearch } from '../../features/opportunities/components/opportunity-search';
import { useProfile } from '../../features/profile/api/get-profile';

export const FREELANCER_SHORTCUTS = (
  <nav className="shortcuts" aria-label="Your opportunities">
    <NavLink end to={paths.freelancer.opportunities.getHref({ tab: 'Job' })}>
      Find work
    </NavLink>
    <NavLink end to={paths.freelancer.applied.getHref()}>
      Applied
    </NavLink>
    <NavLink end to={paths.freelancer.saved.getHref()}>
      Saved
    </NavLink>
    <NavLink end to={paths.freelancer.requests.getHref()}>
      Invitations
    </NavLink>
  </nav>
);

/** The route rules landing page of freelancers: `/freelancer/opportunities?tab=Job`. */
export function FreelancerOpportunitiesRoute() {
  const { state } = useAuth();
  const profile = useProfile({ isEnabled: state.isAuthenticated });
  return (
    <>
      <title>Opportunities · Talentport</title>
      <OpportunitySearch
        eyebrow={profile.data?.fullname ? `Welcome, ${profile.data.fullname}` : 'Welcome'}
        heading="Opportunities for you"
        defaultTab="Job"
        detailPath={(id) => paths.freelancer.opportunity.getHref({ opportunityId: id })}
        shortcuts={FREELANCER_SHORTCUTS}
        alerts={
          state.isAuthenticated
            ? { mode: 'save', settingsPath: paths.role.settings.getHref({ role: 'freelancer' }) }
            : { mode: 'guest' }
        }
      />
    </>
  );
}
