import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { SubscriptionChange } from '../../../common/api';
import { useDescribeError } from '../../components/ErrorAlert';
import { useMutationOnce } from '../../components/useMutationOnce';

/** What a change did, in the portal's words: a key of `resources.subscriptions.done` and its arguments. */
export type ChangeDone = { key: string; count?: number };

/**
 * Runs a change once however often it is clicked, says what it did (`done`, in the person's language) or why not,
 * and refreshes the subscriptions.
 */
export function useSubscriptionChange<T>(
  change: (input: T) => Promise<SubscriptionChange>,
  done: (result: SubscriptionChange, input: T) => ChangeDone,
  onDone?: () => void,
) {
  const notify = useNotify();
  const describeError = useDescribeError();
  const queryClient = useQueryClient();
  return useMutationOnce({
    mutationFn: change,
    onSuccess: (result, input) => {
      const { key, count } = done(result, input);
      notify(`resources.subscriptions.done.${key}`, {
        type: 'success',
        messageArgs: count === undefined ? {} : { smart_count: count },
      });
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      onDone?.();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
}
