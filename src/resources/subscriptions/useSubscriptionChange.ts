import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { SubscriptionChange } from '../../../common/api';
import { useDescribeError } from '../../components/ErrorAlert';
import { useMutationOnce } from '../../components/useMutationOnce';

/** Runs a change once however often it is clicked, says what happened (the server's `message`) or why not, and refreshes the subscriptions. */
export function useSubscriptionChange<T>(change: (input: T) => Promise<SubscriptionChange>, onDone?: () => void) {
  const notify = useNotify();
  const describeError = useDescribeError();
  const queryClient = useQueryClient();
  return useMutationOnce({
    mutationFn: change,
    onSuccess: (result) => {
      notify(result.message, { type: 'success', messageArgs: { _: result.message } });
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      onDone?.();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
}
