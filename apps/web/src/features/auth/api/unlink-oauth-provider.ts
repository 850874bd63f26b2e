import { apiRoutes, isSuccess, type OAuthProvider } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getLinkedAccountsQueryOptions } from './get-linked-accounts';

export function unlinkOAuthProvider(provider: OAuthProvider) {
  const routes = apiRoutes.oauth;
  return provider === 'google' ? call(routes.google.unlink) : call(routes.linkedin.unlink);
}

export function useUnlinkOAuthProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'login', 'oauth-unlink'],
    mutationFn: unlinkOAuthProvider,
    onSuccess: (envelope) => {
      if (!isSuccess(envelope)) return;
      queryClient.setQueryData(getLinkedAccountsQueryOptions().queryKey, envelope.result);
      // Everything under ['user'] is refreshed: the profile's `linked[]` changed too.
      void queryClient.invalidateQueries({ queryKey: getLinkedAccountsQueryOptions().queryKey.slice(0, 1) });
    },
  });
}
