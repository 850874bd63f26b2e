import { OnboardWizardScreen } from './onboard-wizard-screen';

export function AgencyCompanyRoute() {
  return <OnboardWizardScreen userRole="agency" mode="edit" />;
}
