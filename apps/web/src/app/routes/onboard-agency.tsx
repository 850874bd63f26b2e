import { OnboardProfileScreen } from './onboard-profile-screen';

export function OnboardAgencyRoute() {
  return <OnboardProfileScreen userRole="agency" />;
}
