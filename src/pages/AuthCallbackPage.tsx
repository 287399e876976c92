import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useHandleAuthCallback, useNavigate, useTranslate } from 'react-admin';
import { authMessages, messageKeyOf } from '../i18n/messages';
import { afterSignInPath } from '../providers/authProvider';

/** /auth-callback: finishes the sign-in the identity provider sent back, then goes where the person was going. */
export function AuthCallbackPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The authProvider's handleCallback runs the steps; the page goes on, or says why it cannot. Replacing the
  // address keeps the callback out of the history: Back from the portal does not come here again.
  useHandleAuthCallback({
    onSuccess: (result) => {
      const redirectTo = result && typeof result.redirectTo === 'string' ? result.redirectTo : afterSignInPath;
      navigate(redirectTo, { replace: true });
    },
    onError: (reason) => setError(reason instanceof Error ? reason.message : authMessages.callbackFailed),
  });

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
                {/* The page's one heading, as the title of the waiting state is. */}
                <AlertTitle component="h1">{translate('pages.callback.error_title')}</AlertTitle>
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
