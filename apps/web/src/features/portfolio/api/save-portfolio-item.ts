import type { EndpointResult, endpoints, PortfolioItemInput } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

type Result = EndpointResult<typeof endpoints.portfolio.createPortfolioItem>;

/** Creates a case study, or replaces the one with `id`. */
export function savePortfolioItem({ id, ...input }: PortfolioItemInput & { id?: string }) {
  return id
    ? apiClient.put<Result>(`/v1/user/portfolio/${encodeURIComponent(id)}`, input)
    : apiClient.post<Result>('/v1/user/portfolio', input);
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
