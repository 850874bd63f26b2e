import type { EndpointResult, endpoints } from '@talentport/contract';
import { isSuccess } from '@talentport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PORTFOLIO_KEY } from './keys';

export function deletePortfolioItem(id: string) {
  return apiClient.request<EndpointResult<typeof endpoints.portfolio.deletePortfolioItem>>(
    'DELETE',
    `/v1/user/portfolio/${encodeURIComponent(id)}`,
  );
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
