import { SessionsCard } from './SessionsCard';
import { Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { MyAccessHistory } from './MyAccessHistory';
import { MyCompanies } from './MyCompanies';
import { PreferencesCard } from './PreferencesCard';
import { ProfileForm } from './ProfileForm';

/** /admin: everyone's own profile, companies and access history. */
export function ProfilePage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('pages.admin.profile.title')} />
      <ProfileForm />
      <PreferencesCard />
      <MyCompanies />
      <MyAccessHistory />
      <SessionsCard />
    </Stack>
  );
}
