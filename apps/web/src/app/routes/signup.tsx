import { paths, USER_ROLES } from '@talentport/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { JoinCompanyForm } from '../../features/account/components/join-company-form';
import { prefetchOAuthProviders } from '../../features/auth/api/get-oauth-providers';
import { useAuth } from '../../features/auth/auth-context';
import { SignupForm } from '../../features/auth/components/signup-form';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons';
import { rememberNextFrom } from '../../features/auth/destination';
import { landingPathFor } from '../../features/auth/landing-path';
import { ROLE_CHOICES } from '../../features/onboarding/components/account-type-picker';
import { queryClient } from '../../lib/query-client';
import { clearInvitedOwner, writeInvitedOwner, writeReferralCode, writeRoleHint } from '../../lib/storage';

/** Social login buttons are known before the page shows (no layout shift). */
export function signupLoader() {
  return prefetchOAuthProviders(queryClient);
}

export function SignupRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const roleHint = USER_ROLES.find((role) => role === searchParams.get('role'));
  const invite = searchParams.get('invite');
  const { signIn } = useAuth();

  // `?next=/talent/CODE`: kept through verification and onboarding, used once the person is in.
  const [next] = useState(() => rememberNextFrom(`?${searchParams.toString()}`));
  const loginHref = paths.login.getHref(next ? { next } : undefined);

  const referralCode = searchParams.get('ref');
  // The invited-owner session value lives while the invitation is being accepted (the error rules).
  useEffect(() => {
    if (invite) writeInvitedOwner(invite);
  }, [invite]);
  // A referral link: the code is sent with the onboarding submit (decision 041).
  useEffect(() => {
    if (referralCode && /^[A-Za-z0-9_-]{1,64}$/.test(referralCode)) writeReferralCode(referralCode);
  }, [referralCode]);

  if (invite) {
    return (
      <div className="page page--narrow">
        <title>Join your team · Talentport</title>
        <h1>Join your team on Talentport</h1>
        <JoinCompanyForm
          invite={invite}
          onJoined={(result, email) => {
            clearInvitedOwner();
            signIn(result, email);
            void navigate(landingPathFor(result), { replace: true });
          }}
        />
        <p className="form-links">
          Already have an account? <Link to={loginHref}>Log in</Link>
        </p>
      </div>
    );
  }

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
        Already have an account? <Link to={loginHref}>Log in</Link>
      </p>
    </div>
  );
}
