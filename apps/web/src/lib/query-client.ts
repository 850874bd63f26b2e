import { keepPreviousData, QueryClient } from '@tanstack/react-query';

/** The product constants: no retry, no refetch on window focus, previous data kept while the next page loads. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        placeholderData: keepPreviousData,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
