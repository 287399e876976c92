import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { specMessages } from '../i18n/messages';

const specKeyOf = (message: string) =>
  (Object.keys(specMessages) as (keyof typeof specMessages)[]).find((key) => specMessages[key] === message);

/** A failed call in words: spec §8's messages through the catalogue, else the server's own message. */
export function ErrorAlert({ error }: { error: unknown }) {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? error.message : specMessages.requestFailed;
  const key = specKeyOf(message);
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {key ? translate(`portal.errors.${key}`, { _: message }) : message}
    </Alert>
  );
}

/** What a person sees on a part of the portal that is not theirs (/admin's staff screens, /partner-admin): "Access forbidden", still signed in. */
export const AccessForbidden = () => <ErrorAlert error={new Error(specMessages.accessForbidden)} />;

/** A list's failed load, for `<List error={<ListError />}>`. */
export function ListError() {
  const { error } = useListContext();
  return <ErrorAlert error={error} />;
}
