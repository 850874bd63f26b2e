import { type Envelope, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENTS_ROOT_KEY, OFFERS_ROOT_KEY, OPPORTUNITIES_ROOT_KEY } from '../../../lib/query-keys';

/**
 * A mutation on an offer that, when it succeeds, refreshes the offers, the engagements (accepting
 * makes one) and the opportunities (the applicant is hired, the pipeline changes).
 */
export function useOfferMutation<Input, Result>(mutationFn: (input: Input) => Promise<Envelope<Result>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (envelope) => {
      if (!isSuccess(envelope)) return;
      for (const queryKey of [OFFERS_ROOT_KEY, ENGAGEMENTS_ROOT_KEY, OPPORTUNITIES_ROOT_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
