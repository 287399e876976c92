import LogoutIcon from '@mui/icons-material/Logout';
import { Card, CardContent, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { LabeledButton } from '../../../components/LabeledButton';
import { useDescribeError } from '../../../components/ErrorAlert';
import { useMutationOnce } from '../../../components/useMutationOnce';

/** "Sign out on my other devices": a phone left somewhere, a shared computer; this browser stays signed in. */
export function SessionsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const endOthers = useMutationOnce({
    mutationFn: () => dataProvider.endOtherSessions(),
    onSuccess: ({ ended }) =>
      notify('pages.admin.profile.sessions_ended', { type: 'success', messageArgs: { smart_count: ended } }),
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('pages.admin.profile.sessions')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('pages.admin.profile.sessions_hint')}
        </Typography>
        <LabeledButton
          label="pages.admin.profile.end_other_sessions"
          variant="outlined"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          <LogoutIcon />
        </LabeledButton>
      </CardContent>
    </Card>
  );
}
