import { apiRoutes, type NewPasswordWithLinkInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function resetPassword({ token, ...body }: NewPasswordWithLinkInput & { token: string }) {
  return call(apiRoutes.account.resetPasswordWithLink, { query: { token }, body });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['user', 'new-password-with-link'], mutationFn: resetPassword });
}
