import { type Envelope, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TALENT_LISTS_KEY } from './keys';

/** A talent-list change that refreshes every list and entry query once it succeeds. */
export function useListMutation<I, R>(name: string, mutationFn: (input: I) => Promise<Envelope<R>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...TALENT_LISTS_KEY, name],
    mutationFn,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: TALENT_LISTS_KEY });
    },
  });
}
