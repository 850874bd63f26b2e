import { OAUTH_PROVIDER_LABELS, oauthProviderSchema, paths } from '@talentport/contract';
import { useNavigate, useParams } from 'react-router';
import { OAuthCallback } from '../../features/auth/components/oauth-callback';
import { continueAfterSignIn } from '../../features/auth/landing-path';
import { toNavigationState } from '../../features/auth/oauth-notice';
import { toSecondStepState } from './login-two-factor';
import { NotFoundRoute } from './not-found';

/** `/login/{provider}/callback`: the provider sends the browser here after the person decided. */
export function LoginOAuthCallbackRoute() {
  const navigate = useNavigate();
  const parsed = oauthProviderSchema.safeParse(useParams().provider);
  if (!parsed.success) return <NotFoundRoute />;
  const provider = parsed.data;
  return (
    <div className="page page--narrow">
      <title>{`Signing in with ${OAUTH_PROVIDER_LABELS[provider]} · Talentport`}</title>
      <OAuthCallback
        provider={provider}
        onSignedIn={(result) => void navigate(continueAfterSignIn(result, null), { replace: true })}
        onSecondStep={(pendingToken) =>
          void navigate(paths.loginTwoFactor.getHref(), {
            replace: true,
            state: toSecondStepState(pendingToken, null),
          })
        }
        onNotSignedIn={(notice) =>
          void navigate(paths.login.getHref(), { replace: true, state: toNavigationState(notice) })
        }
      />
    </div>
  );
}
