import { useAuth } from '../../features/auth/auth-context';
import { RewardsPanel } from '../../features/rewards/components/rewards-panel';

/** `/<role>/rewards`: balance, referral link, promo codes, highlighting and history. */
export function RewardsRoute() {
  const { state } = useAuth();
  return (
    <div className="page page--wide">
      <title>Rewards · Talentport</title>
      <h1>Rewards</h1>
      <RewardsPanel canHighlight={state.userRole === 'freelancer'} />
    </div>
  );
}
