import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** The app's one query cache; tests clear it between cases so no claim leaks from one into the next. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry; network faults and 5xx get two more tries.
      retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
