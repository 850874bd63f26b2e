import { OnboardProfileScreen } from './onboard-profile-screen';

export function OnboardEmployerRoute() {
  return <OnboardProfileScreen userRole="employer" />;
}
