import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18n from '../i18n';
import { ApiError } from './api';
import { describeError } from './errors';

/** Every failed call says so (DESIGN §7: never a silent failure or a blank screen). */
function announceFailure(error: unknown): void {
  // A 401/403 is already taking the user back to login; a message would only flash.
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  const message = describeError(error, i18n.t);
  // One toast per message at a time: offline, every failing read says the same, and a stack covers the screen.
  notifications.show({ id: `failure:${message}`, color: 'red', message, autoClose: 7000 });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: announceFailure }),
    mutationCache: new MutationCache({ onError: announceFailure }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A client error will not change by asking again; the network and the server might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The signed-in screens' one cache (tests clear it between cases). */
export const queryClient = createQueryClient();
