import { apiRoutes, isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

export function deletePortfolioItem(id: string) {
  return call(apiRoutes.portfolio.deletePortfolioItem, { params: { id } });
}

export function useDeletePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PORTFOLIO_KEY, 'delete'],
    mutationFn: deletePortfolioItem,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });
    },
  });
}
