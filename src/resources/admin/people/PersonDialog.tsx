import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useLocale, useTranslate } from 'react-admin';
import type { PersonRow } from '../../../../common/api';
import { StatusChip } from '../../../features/companyAccess';
import { formatMoment } from '../../../components/Dates';
import { DisablePersonButton } from './DisablePersonButton';
import { PersonCompanies } from './PersonCompanies';
import { SignOutPersonButton } from './SignOutPersonButton';

/** A person opened from the list on a phone: who they are, their companies, and signing them out or disabling them. */
export function PersonDialog({ person, onClose }: { person: PersonRow; onClose: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const name = person.name ?? person.email;
  const lastSignIn = person.lastSignInAt
    ? formatMoment(person.lastSignInAt, locale)
    : translate('resources.admin/people.never');
  return (
    <RecordContextProvider value={person}>
      <Dialog open onClose={onClose} aria-labelledby="person-dialog-title" fullWidth>
        <DialogTitle id="person-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </DialogTitle>
        <DialogContent>
          {person.name && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
            <Typography variant="body2">
              {translate(`resources.admin/people.global_roles.${person.globalRole}`)}
            </Typography>
            <StatusChip isDisabled={person.isDisabled} />
          </Stack>
          <Typography variant="body2">
            {translate('resources.admin/people.last_sign_in', { date: lastSignIn })}
          </Typography>
          <PersonCompanies />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <SignOutPersonButton />
          <DisablePersonButton />
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </RecordContextProvider>
  );
}
