import '../../features/opportunities/opportunities.css';
import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { OpportunitySearch } from '../../features/opportunities/components/opportunity-search';
import { GUEST_OPPORTUNITY_DETAIL_PATH } from '../public-paths';

/**
 * `/opportunities`: guests browse and filter open jobs and projects (the filters live in the URL,
 * so a search can be shared). The route rules give this path to guests only; signed-in roles have their own list.
 */
export function GuestOpportunitiesRoute() {
  return (
    <>
      <title>Find work · Talentport</title>
      <OpportunitySearch
        eyebrow="Open jobs and projects"
        heading="Find work on Talentport"
        defaultTab="Job"
        detailPath={GUEST_OPPORTUNITY_DETAIL_PATH}
        alerts={{ mode: 'guest' }}
        shortcuts={
          <p className="lead">
            Look around freely.{' '}
            <Link to={paths.signup.getHref({ role: 'freelancer' })}>Create a free account</Link> to save
            opportunities and apply.
          </p>
        }
      />
    </>
  );
}
