import { apiRoutes, type CompanyUpdateCall, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getCompanyQueryOptions } from './get-company';

/** The owner's company (employers and agencies). */
export function updateCompany(input: CompanyUpdateCall) {
  return call(apiRoutes.companies.updateCompany, { body: input });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'update'],
    mutationFn: updateCompany,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) {
        void queryClient.invalidateQueries({
          queryKey: getCompanyQueryOptions(envelope.result.code).queryKey,
        });
      }
    },
  });
}
