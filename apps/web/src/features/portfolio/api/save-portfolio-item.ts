import { apiRoutes, isSuccess, type PortfolioItemInput } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

/** Creates a case study, or replaces the one with `id`. */
export function savePortfolioItem({ id, ...input }: PortfolioItemInput & { id?: string }) {
  return id
    ? call(apiRoutes.portfolio.updatePortfolioItem, { params: { id }, body: input })
    : call(apiRoutes.portfolio.createPortfolioItem, { body: input });
}

export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...PORTFOLIO_KEY, 'save'],
    mutationFn: savePortfolioItem,
    onSuccess: (envelope) => {
      if (isSuccess(envelope)) void queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });
    },
  });
}
