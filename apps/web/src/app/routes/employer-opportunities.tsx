import { ONBOARDING_PAGES } from '@talentport/contract';
import { useAuth } from '../../features/auth/auth-context';
import { OpportunitiesLanding } from '../../features/opportunities/components/opportunities-landing';
import { useProfile } from '../../features/profile/api/get-profile';
import { TopTalentList } from '../../features/top-talent/components/top-talent-list';
import { talentPath } from '../public-paths';

export function EmployerOpportunitiesRoute() {
  const { state } = useAuth();
  const profileQuery = useProfile({ isEnabled: state.isAuthenticated });
  return (
    <>
      <title>Your opportunities · Talentport</title>
      <OpportunitiesLanding
        fullname={profileQuery.data?.fullname}
        heading="Your opportunities"
        defaultTab="Job"
        editProfilePath={ONBOARDING_PAGES.employer}
        renderEmptyState={(tab) => (
          <>
            <h2>No {tab === 'Job' ? 'jobs' : 'projects'} posted yet</h2>
            <p>
              The {tab === 'Job' ? 'jobs' : 'projects'} you post are listed here, with the freelancers and
              agencies who apply. While you wait, make sure your company name, industry and location are up to
              date: they are the first thing candidates see.
            </p>
          </>
        )}
      />
      <div className="page page--wide">
        <TopTalentList
          heading="Top talent to hire"
          count={9}
          isFilterable
          profileHref={(code) => talentPath('employer', code)}
        />
      </div>
    </>
  );
}
