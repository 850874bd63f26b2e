import { useAuth } from '../../features/auth/auth-context';
import { OnboardWizardScreen } from './onboard-wizard-screen';

export function OnboardFreelancerRoute() {
  const { state } = useAuth();
  return <OnboardWizardScreen userRole="freelancer" mode={state.isOnboard ? 'edit' : 'onboard'} />;
}
