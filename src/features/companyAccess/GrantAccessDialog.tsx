import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  DateInput,
  Form,
  RadioButtonGroupInput,
  required,
  SaveButton,
  TextInput,
  maxLength,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { CompanyPerson, GrantAccessRequest } from '../../../common/api';
import { companyRoles } from '../../../common/domain';
import type { AppDataProvider } from '../../providers/dataProvider';
import { expiryAhead, toGrantRequest, type GrantFormValues } from './grantRequest';
import { PersonPickerInput, personLabel } from './PersonPickerInput';
import { useDescribeError } from '../../components/ErrorAlert';
import { useAccessChanged } from './useAccessChanged';
import { useMutationOnce } from '../../components/useMutationOnce';

type GrantAccessDialogProps = {
  companyId: number;
  /** The person whose access changes; null to pick one. */
  person: CompanyPerson | null;
  onClose: () => void;
};

/** Grants a person a role in the company, or changes an existing access (role, expiry, reason). */
export function GrantAccessDialog({ companyId, person, onClose }: GrantAccessDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accessChanged = useAccessChanged();
  const grant = useMutationOnce({
    mutationFn: ({ userId, body }: { userId: number; body: GrantAccessRequest }) =>
      dataProvider.grantAccess(companyId, userId, body),
    onSuccess: (result) => {
      notify(result.isNew ? 'pages.admin.access.granted' : 'pages.admin.access.updated', { type: 'success' });
      void accessChanged();
      onClose();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  const defaults: GrantFormValues = {
    userId: person?.id ?? null,
    role: person?.role ?? 'member',
    expiresAt: person?.expiresAt ?? null,
    reason: person?.reason ?? '',
  };
  const title = translate(person ? 'pages.admin.access.change' : 'pages.admin.access.grant');
  const roleChoices = companyRoles.map((role) => ({ id: role, name: role }));

  return (
    <Dialog open onClose={onClose} aria-labelledby="grant-access-title" fullWidth maxWidth="sm">
      <Form
        noValidate
        defaultValues={defaults}
        onSubmit={(values: Record<string, unknown>) => {
          const form = values as GrantFormValues;
          if (form.userId != null) grant.mutate({ userId: Number(form.userId), body: toGrantRequest(form) });
        }}
      >
        <DialogTitle id="grant-access-title">{title}</DialogTitle>
        <DialogContent>
          {person ? (
            <Typography sx={{ mb: 2 }}>{personLabel(person)}</Typography>
          ) : (
            <PersonPickerInput source="userId" label="pages.admin.access.person" validate={required()} withoutMe />
          )}
          <RadioButtonGroupInput
            source="role"
            label="pages.admin.access.role"
            choices={roleChoices}
            row={false}
            validate={required()}
            optionText={(choice: { id: string }) => (
              <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                <Typography component="span" sx={{ display: 'block' }}>
                  {translate(`pages.admin.access.roles.${choice.id}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate(`pages.admin.access.role_descriptions.${choice.id}`)}
                </Typography>
              </Box>
            )}
          />
          <DateInput
            source="expiresAt"
            label="pages.admin.access.expires"
            helperText="pages.admin.access.expires_hint"
            validate={expiryAhead}
          />
          <TextInput source="reason" label="pages.admin.access.reason" multiline validate={maxLength(500)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={title} alwaysEnable={!grant.isPending} disabled={grant.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
