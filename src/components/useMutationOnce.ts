import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * react-query's useMutation whose `mutate` does nothing while a call it started is on its way: a double click, or a
 * second tap before the button shows it is busy (React draws `isPending` a render later), sends once. So does its
 * `mutateAsync`.
 */
export function useMutationOnce<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const isSending = useRef(false);
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSettled: (...settled) => {
      isSending.current = false;
      return options.onSettled?.(...settled);
    },
  });
  const { mutate: mutateEvenTwice, mutateAsync: mutateAsyncEvenTwice } = mutation;
  const mutate = useCallback(
    (...call: Parameters<typeof mutateEvenTwice>) => {
      if (isSending.current) return;
      isSending.current = true;
      mutateEvenTwice(...call);
    },
    [mutateEvenTwice],
  );
  /** The same, as a promise (a form's onSubmit awaits it); a call while one is on its way resolves to undefined. */
  const mutateAsync = useCallback(
    async (...call: Parameters<typeof mutateAsyncEvenTwice>) => {
      if (isSending.current) return undefined;
      isSending.current = true;
      return mutateAsyncEvenTwice(...call);
    },
    [mutateAsyncEvenTwice],
  );
  return { ...mutation, mutate, mutateAsync };
}
