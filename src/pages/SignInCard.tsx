import LoginIcon from '@mui/icons-material/Login';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { messageKeyOf } from '../i18n/messages';

export type SignInChoice = 'microsoft' | 'another-account';

export type SignInCardProps = {
  translate: (key: string, options?: { _?: string }) => string;
  /** The language picker beside the portal's name. */
  languageMenu: ReactNode;
  /** Why the last session ended or sign-in failed, in spec §8's words. */
  error: string | null;
  /** Leaving for the identity provider: a spinner instead of the buttons. */
  isPending: boolean;
  onSignIn: (choice: SignInChoice) => void;
};

/**
 * What /login shows, knowing nothing of react-admin: the portal's LoginPage and the sign-in page's light first load
 * (src/signIn/) both render it.
 */
export function SignInCard({ translate, languageMenu, error, isPending, onSignIn }: SignInCardProps) {
  const errorKey = messageKeyOf(error);
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
        <CardContent>
          <Stack spacing={3}>
            <Stack spacing={1}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="overline" component="p" color="text.secondary">
                  {translate('portal.name')}
                </Typography>
                {languageMenu}
              </Stack>
              <Typography variant="h4" component="h1">
                {translate('pages.login.title')}
              </Typography>
              <Typography color="text.secondary">{translate('pages.login.subtitle')}</Typography>
            </Stack>
            {error && !isPending && (
              <Alert severity="error">
                <AlertTitle>{translate('pages.login.error_title')}</AlertTitle>
                {errorKey ? translate(`portal.auth.${errorKey}`, { _: error }) : error}
              </Alert>
            )}
            {isPending ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={24} />
                <Typography>{translate('pages.login.redirecting')}</Typography>
              </Stack>
            ) : (
              <Stack spacing={1.5}>
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<LoginIcon />}
                  onClick={() => onSignIn('microsoft')}
                >
                  {translate('pages.login.sign_in')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<SwitchAccountIcon />}
                  onClick={() => onSignIn('another-account')}
                >
                  {translate('pages.login.another_account')}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** Where react-admin's guard was going when it sent the person here (its navigation state). */
export function returnPathFrom(state: unknown, isSafeReturnPath: (path: unknown) => path is string): string | null {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string') return null;
  const path = `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
  return isSafeReturnPath(path) ? path : null;
}
