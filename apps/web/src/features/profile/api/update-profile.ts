import { apiRoutes, isSuccess, type ProfileUpdateInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getProfileQueryOptions } from './get-profile';

/** The onboarding submit (the API call list): the caller reads `message` and `error.en` of the envelope. */
export function updateProfile(input: ProfileUpdateInput) {
  return call(apiRoutes.profiles.updateProfile, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) queryClient.setQueryData(getProfileQueryOptions().queryKey, envelope.result);
    },
  });
}
