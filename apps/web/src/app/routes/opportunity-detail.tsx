import { DEFAULT_LANDING_PAGES } from '@talentport/contract';
import { useAuth } from '../../features/auth/auth-context';
import { OpportunityNotFound } from '../../features/opportunities/components/opportunity-not-found';

export function OpportunityDetailRoute() {
  const { state } = useAuth();
  return (
    <>
      <title>Opportunity not found · Talentport</title>
      <OpportunityNotFound isGuest={!state.isAuthenticated} backPath={DEFAULT_LANDING_PAGES.freelancer} />
    </>
  );
}
