import { ONBOARDING_PAGES } from '@talentport/contract';
import { useAuth } from '../../features/auth/auth-context';
import { OpportunitiesLanding } from '../../features/opportunities/components/opportunities-landing';
import { useProfile } from '../../features/profile/api/get-profile';

export function FreelancerOpportunitiesRoute() {
  const { state } = useAuth();
  const profileQuery = useProfile({ isEnabled: state.isAuthenticated });
  return (
    <>
      <title>Opportunities · Talentport</title>
      <OpportunitiesLanding
        fullname={profileQuery.data?.fullname}
        heading="Opportunities for you"
        defaultTab="Job"
        editProfilePath={ONBOARDING_PAGES.freelancer}
        renderEmptyState={(tab) => (
          <>
            <h2>No {tab === 'Job' ? 'jobs' : 'projects'} to show yet</h2>
            <p>
              {tab === 'Job' ? 'Jobs' : 'Projects'} appear here as employers and agencies post them. Keep your
              profile complete — occupation, experience and contact details — so you are ready to apply the
              moment a good match arrives.
            </p>
          </>
        )}
      />
    </>
  );
}
