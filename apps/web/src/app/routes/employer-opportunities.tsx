import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { OwnOpportunities } from '../../features/opportunities/components/own-opportunities';
import { TopTalentList } from '../../features/top-talent/components/top-talent-list';
import { talentPath, talentSearchPath } from '../public-paths';

/** The route rules landing page of employers: their pipeline (the data rules Employer view state: tabName "All", type "Job"). */
export function EmployerOpportunitiesRoute() {
  return (
    <>
      <title>Your opportunities · Talentport</title>
      <OwnOpportunities
        heading="Your opportunities"
        eyebrow="Hiring"
        basePath={paths.employer.opportunities.getHref()}
        canPostJobs
        headingActions={
          <Link className="button button--secondary" to={talentSearchPath('employer')}>
            Find talent
          </Link>
        }
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

/** `/agency/posted`: the projects an agency posted itself. */
export function AgencyPostedRoute() {
  return (
    <>
      <title>Your posted projects · Talentport</title>
      <OwnOpportunities
        heading="Your posted projects"
        eyebrow="Agency"
        basePath={paths.agency.posted.getHref()}
        canPostJobs={false}
        headingActions={
          <Link className="button button--secondary" to={talentSearchPath('agency')}>
            Find talent
          </Link>
        }
      />
    </>
  );
}
