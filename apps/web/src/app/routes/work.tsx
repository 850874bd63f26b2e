import { useAuth } from '../../features/auth/auth-context';
import { EngagementList } from '../../features/engagements/components/engagement-list';

/** `/<role>/work`: engagements with End and Review actions. */
export function WorkRoute() {
  const { state } = useAuth();
  return (
    <>
      <title>Work · Talentport</title>
      <EngagementList role={state.userRole ?? 'freelancer'} />
    </>
  );
}
