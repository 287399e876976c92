import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  email,
  Form,
  maxLength,
  RadioButtonGroupInput,
  required,
  SaveButton,
  TextInput,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Person, RegisterPersonRequest } from '../../../../common/api';
import { globalRoles, type GlobalRole } from '../../../../common/domain';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useDescribeError } from '../../../components/ErrorAlert';
import { useAccessChanged } from '../../../components/companyAccess/useAccessChanged';

/** "Register a person", and its dialog; the list then shows the person registered. */
export function RegisterPersonButton() {
  const [isOpen, setOpen] = useState(false);
  const { setFilters } = useListContext();
  return (
    <>
      <Button label="resources.admin/people.register" variant="contained" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
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
type RegisterForm = { email: string; name: string; globalRole: GlobalRole };

/** Registers a person by email and name; only a partner administrator may give a global role. */
export function RegisterPersonDialog({ onClose, onRegistered }: RegisterPersonDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accessChanged = useAccessChanged();
  const { canAccess: isPartnerAdmin } = useCanAccess({ resource: 'partner-admin', action: 'list' });
  const register = useMutation({
    mutationFn: (body: RegisterPersonRequest) => dataProvider.registerPerson(body),
    onSuccess: (person) => {
      notify('resources.admin/people.registered', {
        type: 'success',
        messageArgs: { name: person.name ?? person.email },
      });
      void accessChanged();
      onRegistered(person);
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  const title = translate('resources.admin/people.register');
  const defaultValues: RegisterForm = { email: '', name: '', globalRole: 'none' };

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
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton label={title} disabled={register.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
