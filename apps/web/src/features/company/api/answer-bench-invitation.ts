import {
  apiRoutes,
  type BenchAgency,
  type BenchRemoval,
  type Envelope,
  isSuccess,
} from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getBenchInvitationsQueryOptions } from './get-bench-invitations';

/**
 * The freelancer's answers about a bench, by the agency's code: accept or decline an invitation,
 * or leave. Three calls of one decision, kept together.
 */
export type BenchAnswer = 'accept' | 'decline' | 'leave';

export function answerBenchInvitation(input: {
  code: string;
  answer: BenchAnswer;
}): Promise<Envelope<BenchAgency | BenchRemoval>> {
  const params = { code: input.code };
  if (input.answer === 'accept') return call(apiRoutes.agencyBench.acceptBenchInvitation, { params });
  if (input.answer === 'decline') return call(apiRoutes.agencyBench.declineBenchInvitation, { params });
  return call(apiRoutes.agencyBench.leaveBench, { params });
}

export function useAnswerBenchInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bench-invitations', 'answer'],
    mutationFn: answerBenchInvitation,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({ queryKey: getBenchInvitationsQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: ['company'] });
      }
    },
  });
}
