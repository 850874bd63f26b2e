import { USER_ROLES } from '@talentport/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { prefetchOAuthProviders } from '../../features/auth/api/get-oauth-providers';
import { SignupForm } from '../../features/auth/components/signup-form';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons';
import { landingPathFor } from '../../features/auth/landing-path';
import { ROLE_CHOICES } from '../../features/onboarding/components/account-type-picker';
import { queryClient } from '../../lib/query-client';
import { writeRoleHint } from '../../lib/storage';

/** Social login buttons are known before the page shows (no layout shift). */
export function signupLoader() {
  return prefetchOAuthProviders(queryClient);
}

export function SignupRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const roleHint = USER_ROLES.find((role) => role === searchParams.get('role'));

  return (
    <div className="page page--narrow">
      <title>Sign up · Talentport</title>
      <h1>Create your account</h1>
      <p className="lead">
        {roleHint
          ? `It takes a minute. Next, confirm that you join as ${ROLE_CHOICES[roleHint].article} ${ROLE_CHOICES[roleHint].title.toLowerCase()}.`
          : 'It takes a minute. You choose your account type on the next step.'}
      </p>
      <SocialLoginButtons onBeforeRedirect={() => (roleHint ? writeRoleHint(roleHint) : undefined)} />
      <SignupForm
        onSignedUp={(result) => {
          // The account-type page preselects this role; the route guard sends the user to the same place.
          if (roleHint) writeRoleHint(roleHint);
          void navigate(landingPathFor(result), { replace: true });
        }}
      />
      <p className="form-links">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
