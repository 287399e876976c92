import { Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTheme, useTranslate } from 'react-admin';
import { useKeepPreferences } from '../../../layout/useKeepPreferences';
import type { ProfileUpdate } from '../../../../common/api';
import { useDescribeError } from '../../../components/ErrorAlert';

const languages = ['en', 'fr'] as const;
const themes = ['light', 'dark'] as const;
type Preferences = NonNullable<ProfileUpdate['preferences']>;

/** Language and theme: a change applies at once and is stored in the profile, so it follows the person. */
export function PreferencesCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();

  const keep = useKeepPreferences();
  const store = (preferences: Preferences) =>
    keep(preferences).catch((error: unknown) => {
      notify(describeError(error), { type: 'error' });
      return false;
    });

  // A new language re-mounts the whole page (and its notifications): it is stored first, then applied.
  const changeLocale = async (value: (typeof languages)[number] | null) => {
    if (!value || value === locale) return;
    if (await store({ locale: value })) setLocale(value);
  };

  const changeTheme = async (value: (typeof themes)[number] | null) => {
    if (!value || value === theme) return;
    setTheme(value);
    if (await store({ theme: value })) notify('pages.admin.profile.preferences_saved', { type: 'success' });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('pages.admin.profile.preferences')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('pages.admin.profile.preferences_hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Stack spacing={1}>
            <Typography id="profile-language" variant="subtitle2" component="h3">
              {translate('pages.admin.profile.language')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={locale}
              onChange={(_, value) => void changeLocale(value)}
              aria-labelledby="profile-language"
            >
              {languages.map((language) => (
                <ToggleButton key={language} value={language}>
                  {translate(`pages.admin.profile.languages.${language}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <Stack spacing={1}>
            <Typography id="profile-theme" variant="subtitle2" component="h3">
              {translate('pages.admin.profile.theme')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={theme}
              onChange={(_, value) => void changeTheme(value)}
              aria-labelledby="profile-theme"
            >
              {themes.map((name) => (
                <ToggleButton key={name} value={name}>
                  {translate(`pages.admin.profile.themes.${name}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
