import { type Envelope, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENTS_ROOT_KEY, INVOICES_ROOT_KEY } from '../../../lib/query-keys';

/**
 * A step of the work (a milestone, a week, an invoice) that, when it succeeds, refreshes the
 * engagements (the Work page reads them) and the invoices (approving makes one).
 */
export function useWorkMutation<Input, Result>(mutationFn: (input: Input) => Promise<Envelope<Result>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (envelope) => {
      if (!isSuccess(envelope)) return;
      for (const queryKey of [ENGAGEMENTS_ROOT_KEY, INVOICES_ROOT_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
