import { paths } from '@talentport/contract';
import { useEffect } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { captureVerifyLink } from '../../lib/verify-link';

/** Reached only by in-app navigation: a fresh page load is handled before the app renders. */
export function VerifyEmailRoute() {
  useEffect(() => {
    captureVerifyLink(window.location, window.history);
    // A full load runs the auth start-up again, which logs out and opens the login page (the guard rules).
    window.location.assign(paths.login.getHref());
  }, []);
  return <LoadingScreen />;
}
