import { OnboardWizardScreen } from './onboard-wizard-screen';

export function EmployerCompanyRoute() {
  return <OnboardWizardScreen userRole="employer" mode="edit" />;
}
