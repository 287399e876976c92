import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  email,
  Form,
  maxLength,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  TextInput,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Person, RegisterPersonRequest } from '../../../../common/api';
import { companyRoles, globalRoles, type CompanyRole, type GlobalRole } from '../../../../common/domain';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useDescribeError } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { useAccessChanged } from '../../../features/companyAccess';
import { useMutationOnce } from '../../../components/useMutationOnce';

/** "Register a person", and its dialog; the list then shows the person registered. */
export function RegisterPersonButton() {
  const [isOpen, setOpen] = useState(false);
  const { setFilters } = useListContext();
  return (
    <>
      <LabeledButton label="resources.admin/people.register" variant="contained" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </LabeledButton>
      {isOpen && (
        <RegisterPersonDialog
          onClose={() => setOpen(false)}
          onRegistered={(person) => {
            setOpen(false);
            setFilters({ q: person.email }, {});
          }}
        />
      )}
    </>
  );
}

type RegisterPersonDialogProps = { onClose: () => void; onRegistered: (person: Person) => void };
type RegisterForm = {
  email: string;
  name: string;
  globalRole: GlobalRole;
  companyId: number | null;
  role: CompanyRole;
};

/**
 * Registers a person by email and name, and may grant them access to a company in the same step (the server makes
 * both or neither); only a partner administrator may give a global role.
 */
export function RegisterPersonDialog({ onClose, onRegistered }: RegisterPersonDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accessChanged = useAccessChanged();
  const { canAccess: isPartnerAdmin } = useCanAccess({ resource: 'partner-admin', action: 'list' });
  // The chosen company's name, for the notification.
  const [companyName, setCompanyName] = useState('');
  const register = useMutationOnce({
    mutationFn: (body: RegisterPersonRequest) => dataProvider.registerPerson(body),
    onSuccess: (person, body) => {
      const name = person.name ?? person.email;
      if (body.access)
        notify('resources.admin/people.registered_with_access', {
          type: 'success',
          messageArgs: { name, company: companyName },
        });
      else notify('resources.admin/people.registered', { type: 'success', messageArgs: { name } });
      void accessChanged();
      onRegistered(person);
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  const title = translate('resources.admin/people.register');
  const defaultValues: RegisterForm = { email: '', name: '', globalRole: 'none', companyId: null, role: 'member' };

  return (
    <Dialog open onClose={onClose} aria-labelledby="register-person-title" fullWidth maxWidth="sm">
      <Form
        noValidate
        defaultValues={defaultValues}
        onSubmit={(values: Record<string, unknown>) => {
          const form = values as RegisterForm;
          register.mutate({
            email: form.email.trim(),
            name: form.name.trim(),
            globalRole: isPartnerAdmin ? form.globalRole : 'none',
            ...(form.companyId ? { access: { companyId: form.companyId, role: form.role } } : {}),
          });
        }}
      >
        <DialogTitle id="register-person-title">{title}</DialogTitle>
        <DialogContent>
          <TextInput source="email" type="email" validate={[required(), email(), maxLength(320)]} />
          <TextInput source="name" validate={[required(), maxLength(200)]} />
          {isPartnerAdmin && (
            <RadioButtonGroupInput
              source="globalRole"
              choices={globalRoles.map((role) => ({ id: role, name: `resources.admin/people.global_roles.${role}` }))}
            />
          )}
          {/* Searched on the server as one types: fine among 10,000 companies. */}
          <ReferenceInput source="companyId" reference="admin/companies" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput
              optionText="name"
              label="resources.admin/people.access_company"
              helperText="resources.admin/people.access_company_hint"
              onChange={(_id, company) => setCompanyName((company as { name?: string } | undefined)?.name ?? '')}
            />
          </ReferenceInput>
          <AccessRoleInput />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton label={title} disabled={register.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The role in the chosen company, once a company is chosen. */
function AccessRoleInput() {
  const translate = useTranslate();
  const companyId = useWatch({ name: 'companyId' }) as number | null;
  if (!companyId) return null;
  return (
    <RadioButtonGroupInput
      source="role"
      label="resources.admin/people.access_role"
      choices={companyRoles.map((role) => ({ id: role, name: translate(`pages.admin.access.roles.${role}`) }))}
      validate={required()}
    />
  );
}
