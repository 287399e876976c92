import { Alert, type SxProps } from '@mui/material';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { describeFailure, fieldIssuesOf } from '../providers/apiErrors';

/** `describeError(error)`: a failed call in the portal's language (for a notification or an alert). */
export function useDescribeError() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (error: unknown) => describeFailure(error, translate, locale);
}

/**
 * For a react-admin form's `mutationOptions.onError`: the refusal in the portal's language (react-admin's own
 * notification shows the server's English), unless the fields that failed are shown beside themselves.
 */
export function useNotifyFormFailure() {
  const notify = useNotify();
  const describeError = useDescribeError();
  return (error: unknown) => {
    if (fieldIssuesOf(error).length === 0) notify(describeError(error), { type: 'error' });
  };
}

/** A failed call in words: spec §8's messages and the server's refusals through the catalogue. */
export function ErrorAlert({ error, sx }: { error: unknown; sx?: SxProps }) {
  const describeError = useDescribeError();
  return (
    <Alert severity="error" sx={sx ?? { my: 1 }}>
      {describeError(error)}
    </Alert>
  );
}

/** A list's failed load, for `<List error={<ListError />}>`. */
export function ListError() {
  const { error } = useListContext();
  return <ErrorAlert error={error} />;
}
