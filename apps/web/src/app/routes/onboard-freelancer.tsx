import { OnboardProfileScreen } from './onboard-profile-screen';

export function OnboardFreelancerRoute() {
  return <OnboardProfileScreen userRole="freelancer" />;
}
