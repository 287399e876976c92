import AutorenewIcon from '@mui/icons-material/Autorenew';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AppBar, Box, Button, Container, Grid, Paper, Stack, Toolbar, Typography } from '@mui/material';
import { ToggleThemeButton, useAuthState, useTranslate } from 'react-admin';
import { LanguageMenu } from '../layout/LanguageMenu';
import { HealthBanner } from '../layout/HealthBanner';
import { useBrowserLanguage } from '../layout/useBrowserLanguage';

const features = [
  { key: 'subscriptions', Icon: AutorenewIcon },
  { key: 'catalog', Icon: StorefrontIcon },
  { key: 'orders', Icon: ReceiptLongIcon },
] as const;

/** The open landing page: what the portal is, and a way in. */
export function HomePage() {
  const translate = useTranslate();
  useBrowserLanguage();
  const { authenticated } = useAuthState(undefined, false);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flex: 1 }}>
            {translate('portal.name')}
          </Typography>
          <LanguageMenu />
          <ToggleThemeButton />
        </Toolbar>
      </AppBar>
      <HealthBanner />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 600 }}>
            {translate('pages.home.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary">
            {translate('pages.home.subtitle')}
          </Typography>
          {authenticated ? (
            <Button variant="contained" size="large" href="/dashboard">
              {translate('pages.home.open_portal')}
            </Button>
          ) : (
            <Button variant="contained" size="large" href="/login">
              {translate('pages.home.sign_in')}
            </Button>
          )}
        </Stack>
        <Grid container spacing={2} sx={{ mt: 6 }}>
          {features.map(({ key, Icon }) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                <Icon color="secondary" aria-hidden />
                <Typography sx={{ mt: 1 }}>{translate(`pages.home.features.${key}`)}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
