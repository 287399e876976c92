import { BooleanInput, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { notificationFormSchema, notificationUpdateSchema, type Notification } from '../../../../common/api/partner';
import { FormDialog } from '../../../components/FormDialog';
import { SearchPickerInput } from '../../../components/SearchPicker';
import { useZodResolver } from '../../../components/useZodResolver';

const resource = 'partner-admin/notifications';
const kinds = ['announcement', 'renewal_reminder'] as const;
/** The fields a change may send: the API refuses any other (the kind, the publication). */
const changeable = Object.keys(notificationUpdateSchema.shape);

/** Text stays text, also empty (react-admin's default makes it null, which no text field of the API takes). */
const asTyped = (text: string) => text;
/** A list typed as text shows as such; the record's list shows as "30, 7". */
const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * Creates or changes a renewal reminder (lead times, recipients) or an announcement (title, text in English and,
 * optionally, in French), for companies.
 * The form is checked by the API's own rules (`notificationFormSchema`); a change sends only what differs.
 */
export function NotificationDialog({ notification, onClose }: { notification?: Notification; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resolver = useZodResolver(notificationFormSchema, {
    leadTimesDays: () => translate(`resources.${resource}.invalid_days`),
    recipients: (refused) =>
      refused.length > 0
        ? translate(`resources.${resource}.invalid_recipients`, { emails: refused.join(', ') })
        : undefined,
    companyIds: () => translate(`resources.${resource}.needs_company`),
    titleFr: () => translate(`resources.${resource}.needs_french_title`),
  });
  const values = {
    kind: notification?.kind ?? 'announcement',
    title: notification?.title ?? '',
    body: notification?.body ?? '',
    titleFr: notification?.titleFr ?? '',
    bodyFr: notification?.bodyFr ?? '',
    leadTimesDays: notification?.leadTimesDays ?? [30, 7],
    includeAutoRenewOff: notification?.includeAutoRenewOff ?? true,
    recipients: notification?.recipients ?? [],
    companyIds: notification?.companyIds ?? [],
    isActive: notification?.isActive ?? true,
  };
  return (
    <FormDialog<Notification>
      resource={resource}
      record={notification}
      values={values}
      resolver={resolver}
      title={`resources.${resource}.${notification ? 'edit_title' : 'create'}`}
      transform={
        notification
          ? (data: Record<string, unknown>) =>
              Object.fromEntries(Object.entries(data).filter(([name]) => changeable.includes(name)))
          : undefined
      }
      onSaved={() => {
        notify(`resources.${resource}.saved`, { type: 'success' });
        refresh();
        onClose();
      }}
      onClose={onClose}
    >
      <NotificationInputs isNew={!notification} />
    </FormDialog>
  );
}

function NotificationInputs({ isNew }: { isNew: boolean }) {
  const translate = useTranslate();
  const kind = useWatch<{ kind: Notification['kind'] }>({ name: 'kind' });
  return (
    <>
      <SelectInput
        source="kind"
        choices={kinds.map((id) => ({ id, name: `resources.${resource}.kinds.${id}` }))}
        // A notification keeps its kind: read-only, not disabled, which would leave it out of the values checked.
        readOnly={!isNew}
      />
      <TextInput source="title" isRequired parse={asTyped} />
      <TextInput source="body" multiline minRows={3} parse={asTyped} />
      <TextInput
        source="titleFr"
        parse={asTyped}
        helperText={`resources.${resource}.french_help`}
        slotProps={{ htmlInput: { lang: 'fr' } }}
      />
      <TextInput source="bodyFr" multiline minRows={3} parse={asTyped} slotProps={{ htmlInput: { lang: 'fr' } }} />
      {kind === 'renewal_reminder' && (
        <>
          <TextInput
            source="leadTimesDays"
            format={asText}
            parse={asTyped}
            helperText={`resources.${resource}.hints.leadTimesDays`}
          />
          <BooleanInput source="includeAutoRenewOff" helperText={false} />
          <TextInput
            source="recipients"
            format={asText}
            parse={asTyped}
            helperText={`resources.${resource}.hints.recipients`}
          />
        </>
      )}
      <SearchPickerInput
        source="companyIds"
        resource="partner-admin/companies"
        multiple
        label={translate(`resources.${resource}.fields.companyIds`)}
        required={kind === 'announcement'}
      />
      <BooleanInput source="isActive" helperText={false} />
    </>
  );
}
