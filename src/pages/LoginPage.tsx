import LoginIcon from '@mui/icons-material/Login';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useAuthState, useLocation, useLogin, useTranslate } from 'react-admin';
import { authMessages } from '../i18n/messages';
import { messageFromQuery, messageKeyOf } from '../providers/authApi';
import { isSafeReturnPath } from '../providers/browserBinding';
import { afterSignInPath, useAuthService, type LoginParams } from '../providers/authProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import { useBrowserLanguage } from '../layout/useBrowserLanguage';

type SignInChoice = 'microsoft' | 'another-account';

/** /login: sign in with Microsoft, or pick another account; says why the last sign-in failed. */
export function LoginPage() {
  const translate = useTranslate();
  useBrowserLanguage();
  const auth = useAuthService();
  // Signed in already (a stored token verified, another tab): react-admin's own check says so, and on we go.
  const { authenticated } = useAuthState(undefined, false);
  const login = useLogin();
  const location = useLocation();
  const [pending, setPending] = useState<SignInChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const returnTo = returnPathFrom(location.state);
  // Why the last session ended or sign-in failed, as the auth state keeps it (read again on every render).
  const error = failure ?? messageFromQuery(location.search) ?? auth.getState().error;

  if (authenticated && !pending) {
    return <Navigate to={returnTo ?? afterSignInPath} replace />;
  }

  const signIn = (choice: SignInChoice) => {
    setPending(choice);
    setFailure(null);
    const params: LoginParams = { anotherAccount: choice === 'another-account', returnTo };
    login(params).then(
      // Signed in (react-admin navigates) or leaving for the identity provider: the spinner stays.
      () => undefined,
      (reason: unknown) => {
        setFailure(reason instanceof Error && reason.message ? reason.message : authMessages.microsoftLoginFailed);
        setPending(null);
      },
    );
  };

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
                <LanguageMenu />
              </Stack>
              <Typography variant="h4" component="h1">
                {translate('pages.login.title')}
              </Typography>
              <Typography color="text.secondary">{translate('pages.login.subtitle')}</Typography>
            </Stack>
            {error && !pending && (
              <Alert severity="error">
                <AlertTitle>{translate('pages.login.error_title')}</AlertTitle>
                {messageKeyOf(error) ? translate(`portal.auth.${messageKeyOf(error)}`, { _: error }) : error}
              </Alert>
            )}
            {pending ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={24} />
                <Typography>{translate('pages.login.redirecting')}</Typography>
              </Stack>
            ) : (
              <Stack spacing={1.5}>
                <Button variant="contained" size="large" startIcon={<LoginIcon />} onClick={() => signIn('microsoft')}>
                  {translate('pages.login.sign_in')}
                </Button>
                <Button variant="outlined" startIcon={<SwitchAccountIcon />} onClick={() => signIn('another-account')}>
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

/** Where react-admin's guard was going when it sent the person here. */
function returnPathFrom(state: unknown): string | null {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string') return null;
  const path = `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
  return isSafeReturnPath(path) ? path : null;
}
