import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  LinearProgress,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { profileQueryKey, useProfile } from '../../../hooks/useProfile';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert, useDescribeError } from '../../../components/ErrorAlert';
import { notificationKinds, profileChanges, toProfileFormValues, type ProfileFormValues } from './profileChanges';

/** Display name and notifications; Save sends only what changed. */
export function ProfileForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const profile = useProfile();

  if (profile.isPending) return <LinearProgress />;
  if (profile.isError) return <ErrorAlert error={profile.error} />;
  const values = toProfileFormValues(profile.data);

  const save = async (next: Partial<ProfileFormValues>) => {
    const changes = profileChanges(values, next as ProfileFormValues);
    if (Object.keys(changes).length === 0) return;
    try {
      queryClient.setQueryData(profileQueryKey, await dataProvider.updateProfile(changes));
      notify('pages.admin.profile.saved', { type: 'success' });
    } catch (error) {
      notify(describeError(error), { type: 'error' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          {translate('pages.admin.profile.details')}
        </Typography>
      </CardContent>
      <SimpleForm
        record={values}
        onSubmit={save}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="email" label="pages.admin.profile.email" disabled />
        <TextInput source="name" label="pages.admin.profile.name" validate={[required(), maxLength(200)]} />
        <Typography variant="subtitle1" component="h3">
          {translate('pages.admin.profile.notifications')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('pages.admin.profile.notifications_hint')}
        </Typography>
        {notificationKinds.map((kind) => (
          <BooleanInput
            key={kind}
            source={`notifications.${kind}`}
            label={`pages.admin.profile.notify.${kind}`}
            helperText={false}
          />
        ))}
      </SimpleForm>
    </Card>
  );
}
