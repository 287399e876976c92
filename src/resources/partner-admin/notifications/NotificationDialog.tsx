import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Notification } from '../../../../common/api';
import { changedFields, type AppDataProvider } from '../../../providers/dataProvider';
import { SearchPicker } from '../../../components/SearchPicker';
import { useIsPhone } from '../../../layout/useIsPhone';
import { ErrorAlert } from '../../../components/ErrorAlert';

type Kind = Notification['kind'];
type Form = {
  kind: Kind;
  title: string;
  body: string;
  leadTimesDays: string;
  includeAutoRenewOff: boolean;
  recipients: string;
  companyIds: number[];
  isActive: boolean;
};

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Creates or changes a renewal reminder (lead times, recipients) or an announcement (title, text), for companies. */
export function NotificationDialog({ notification, onClose }: { notification?: Notification; onClose: () => void }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [form, setForm] = useState<Form>({
    kind: notification?.kind ?? 'announcement',
    title: notification?.title ?? '',
    body: notification?.body ?? '',
    leadTimesDays: (notification?.leadTimesDays ?? [30, 7]).join(', '),
    includeAutoRenewOff: notification?.includeAutoRenewOff ?? true,
    recipients: (notification?.recipients ?? []).join(', '),
    companyIds: notification?.companyIds ?? [],
    isActive: notification?.isActive ?? true,
  });
  const isReminder = form.kind === 'renewal_reminder';
  const save = useMutation({
    mutationFn: async () => {
      const fields = {
        title: form.title.trim(),
        body: form.body.trim(),
        leadTimesDays: isReminder ? splitList(form.leadTimesDays).map(Number) : [],
        includeAutoRenewOff: form.includeAutoRenewOff,
        recipients: isReminder ? splitList(form.recipients) : [],
        companyIds: form.companyIds,
        isActive: form.isActive,
      };
      if (!notification) {
        await dataProvider.create('partner-admin/notifications', { data: { kind: form.kind, ...fields } });
        return;
      }
      const { id: _id, kind: _kind, publishedAt: _published, createdAt: _created, ...previous } = notification;
      await dataProvider.update('partner-admin/notifications', {
        id: notification.id,
        data: changedFields(fields, previous),
        previousData: previous,
      });
    },
    onSuccess: () => {
      notify('resources.partner-admin/notifications.saved', { type: 'success' });
      refresh();
      onClose();
    },
  });
  const leadTimes = splitList(form.leadTimesDays);
  // A reminder runs at its lead times: with none it would never run.
  const leadTimesAreValid =
    !isReminder ||
    (leadTimes.length > 0 && leadTimes.every((part) => /^\d+$/.test(part) && Number(part) >= 1 && Number(part) <= 365));
  // The same shape the server checks: an email is something@somewhere.tld.
  const badRecipients = isReminder
    ? splitList(form.recipients).filter((recipient) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient))
    : [];
  // An announcement shows to the companies chosen: with none it would reach nobody.
  const needsCompany = form.kind === 'announcement' && form.companyIds.length === 0;
  const canSave =
    form.title.trim() !== '' && leadTimesAreValid && badRecipients.length === 0 && !needsCompany && !save.isPending;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle>
        {translate(
          notification
            ? 'resources.partner-admin/notifications.edit_title'
            : 'resources.partner-admin/notifications.create',
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={translate('resources.partner-admin/notifications.fields.kind')}
            value={form.kind}
            disabled={!!notification}
            onChange={(event) => setForm({ ...form, kind: event.target.value as Kind })}
          >
            <MenuItem value="announcement">
              {translate('resources.partner-admin/notifications.kinds.announcement')}
            </MenuItem>
            <MenuItem value="renewal_reminder">
              {translate('resources.partner-admin/notifications.kinds.renewal_reminder')}
            </MenuItem>
          </TextField>
          <TextField
            label={translate('resources.partner-admin/notifications.fields.title')}
            value={form.title}
            required
            onChange={(event) => setForm({ ...form, title: event.target.value })}
          />
          <TextField
            label={translate('resources.partner-admin/notifications.fields.body')}
            value={form.body}
            multiline
            minRows={3}
            onChange={(event) => setForm({ ...form, body: event.target.value })}
          />
          {isReminder && (
            <>
              <TextField
                label={translate('resources.partner-admin/notifications.fields.leadTimesDays')}
                value={form.leadTimesDays}
                error={!leadTimesAreValid}
                helperText={
                  leadTimesAreValid ? undefined : translate('resources.partner-admin/notifications.invalid_days')
                }
                onChange={(event) => setForm({ ...form, leadTimesDays: event.target.value })}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.includeAutoRenewOff}
                    onChange={(event) => setForm({ ...form, includeAutoRenewOff: event.target.checked })}
                  />
                }
                label={translate('resources.partner-admin/notifications.fields.includeAutoRenewOff')}
              />
              <TextField
                label={translate('resources.partner-admin/notifications.fields.recipients')}
                value={form.recipients}
                error={badRecipients.length > 0}
                helperText={
                  badRecipients.length > 0
                    ? translate('resources.partner-admin/notifications.invalid_recipients', {
                        emails: badRecipients.join(', '),
                      })
                    : undefined
                }
                onChange={(event) => setForm({ ...form, recipients: event.target.value })}
              />
            </>
          )}
          <SearchPicker
            resource="partner-admin/companies"
            multiple
            label={translate('resources.partner-admin/notifications.fields.companyIds')}
            value={form.companyIds}
            onChange={(companyIds) => setForm({ ...form, companyIds })}
            helperText={needsCompany ? translate('resources.partner-admin/notifications.needs_company') : undefined}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.isActive}
                onChange={(event) => setForm({ ...form, isActive: event.target.checked })}
              />
            }
            label={translate('resources.partner-admin/notifications.fields.isActive')}
          />
          {save.error && <ErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!canSave} onClick={() => save.mutate()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
