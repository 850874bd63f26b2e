import { useAuth } from '../../features/auth/auth-context';
import { OnboardWizardScreen } from './onboard-wizard-screen';

export function OnboardAgencyRoute() {
  const { state } = useAuth();
  return <OnboardWizardScreen userRole="agency" mode={state.isOnboard ? 'edit' : 'onboard'} />;
}
