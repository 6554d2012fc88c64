import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed call has already been handled app-wide (doc 1 §8); retrying would only repeat it.
    queries: { retry: false, staleTime: 15_000 },
    mutations: { retry: false },
  },
});
