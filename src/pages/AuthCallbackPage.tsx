import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LinkBase, useNavigate, useTranslate } from 'react-admin';
import { authMessages } from '../i18n/messages';
import type { AuthResult, AuthService } from '../providers/auth';
import { messageKeyOf } from '../providers/authApi';
import { readAuthorizationResponse, withoutCallbackParameters } from '../providers/browserBinding';
import { afterSignInPath, useAuthService } from '../providers/authProvider';

/** /auth-callback: finishes the sign-in the identity provider sent back, then goes where the person was going. */
export function AuthCallbackPage() {
  const translate = useTranslate();
  const auth = useAuthService();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Signed in already, with nothing to finish (Back after a sign-in, a bookmark): on to the portal.
    if (auth.isSignedIn() && !readAuthorizationResponse(window.location.href)) {
      navigate(afterSignInPath, { replace: true });
      return;
    }
    let isCurrent = true;
    handleOnce(auth, window.location.href).then((result) => {
      // The code is spent: it must not stay in the address, the history or a bookmark.
      window.history.replaceState(window.history.state, '', withoutCallbackParameters(window.location.href));
      if (!isCurrent) return;
      if (result.success) navigate(auth.takeReturnTo() ?? afterSignInPath, { replace: true });
      else setError(result.error ?? authMessages.callbackFailed);
    });
    return () => {
      isCurrent = false;
    };
  }, [auth, navigate]);

  const errorKey = messageKeyOf(error);
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }} elevation={3}>
        <CardContent>
          {error ? (
            <Stack spacing={3}>
              <Alert severity="error">
                <AlertTitle>{translate('pages.callback.error_title')}</AlertTitle>
                {errorKey ? translate(`portal.auth.${errorKey}`, { _: error }) : error}
              </Alert>
              <Button
                variant="contained"
                component={LinkBase}
                to={errorKey ? `/login?error=${errorKey}` : '/login'}
                sx={{ alignSelf: 'flex-start' }}
              >
                {translate('pages.callback.back_to_login')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
              <CircularProgress />
              <Typography variant="h6" component="h1">
                {translate('pages.callback.title')}
              </Typography>
              <Typography color="text.secondary">{translate('pages.callback.progress')}</Typography>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

// React's StrictMode runs effects twice: a code can be exchanged only once, so both runs share one call.
const callbacks = new WeakMap<AuthService, Map<string, Promise<AuthResult>>>();

function handleOnce(auth: AuthService, url: string): Promise<AuthResult> {
  const key = readAuthorizationResponse(url)?.code ?? url;
  let byCode = callbacks.get(auth);
  if (!byCode) callbacks.set(auth, (byCode = new Map()));
  let result = byCode.get(key);
  if (!result) byCode.set(key, (result = auth.handleCallback(url)));
  return result;
}
