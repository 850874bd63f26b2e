import { ONBOARDING_PAGES } from '@talentport/contract';
import { useAuth } from '../../features/auth/auth-context';
import { OpportunitiesLanding } from '../../features/opportunities/components/opportunities-landing';
import { useProfile } from '../../features/profile/api/get-profile';

export function AgencyOpportunitiesRoute() {
  const { state } = useAuth();
  const profileQuery = useProfile({ isEnabled: state.isAuthenticated });
  return (
    <>
      <title>Opportunities · Talentport</title>
      <OpportunitiesLanding
        fullname={profileQuery.data?.fullname}
        heading="Opportunities for your agency"
        defaultTab="Project"
        editProfilePath={ONBOARDING_PAGES.agency}
        renderEmptyState={(tab) => (
          <>
            <h2>No {tab === 'Job' ? 'jobs' : 'projects'} to show yet</h2>
            <p>
              {tab === 'Job' ? 'Jobs' : 'Projects'} appear here as employers post them. Keep your agency
              profile complete so employers know what your team can deliver when a match arrives.
            </p>
          </>
        )}
      />
    </>
  );
}
