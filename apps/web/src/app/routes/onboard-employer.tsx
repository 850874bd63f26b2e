import { useAuth } from '../../features/auth/auth-context';
import { OnboardWizardScreen } from './onboard-wizard-screen';

export function OnboardEmployerRoute() {
  const { state } = useAuth();
  return <OnboardWizardScreen userRole="employer" mode={state.isOnboard ? 'edit' : 'onboard'} />;
}
