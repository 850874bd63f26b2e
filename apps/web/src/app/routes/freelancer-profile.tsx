import { OnboardWizardScreen } from './onboard-wizard-screen';

export function FreelancerProfileRoute() {
  return <OnboardWizardScreen userRole="freelancer" mode="edit" />;
}
