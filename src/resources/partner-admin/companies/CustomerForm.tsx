import {
  ArrayInput,
  email,
  maxLength,
  RadioButtonGroupInput,
  regex,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  type SimpleFormProps,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { LabeledButton } from '../../../components/LabeledButton';
import type { CompanyDetail, NewCustomerInput } from '../../../../common/api';
import { domainNamePattern } from '../../../../common/domain';

// A billing profile's and a contact's inputs are named by their list (`billingProfiles.0.name`): their labels are
// given, as react-admin would look for `fields.billingProfiles.name`.
const field = (name: string) => `resources.partner-admin/companies.fields.${name}`;
const tenantPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A customer company's form, for its creation and its edit: the tenant is set once (the Microsoft tenant its
 * people sign in from), at least one billing profile, any contacts. The checks are the API's, worded here.
 */
export function CustomerForm({ creating, ...rest }: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) {
  return (
    <SimpleForm {...rest}>
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      {creating && (
        <TextInput
          source="tenantId"
          helperText="resources.partner-admin/companies.tenant_help"
          validate={[required(), regex(tenantPattern, 'resources.partner-admin/companies.invalid.tenant')]}
        />
      )}
      {creating && (
        <RadioButtonGroupInput
          source="atMicrosoft"
          label="resources.partner-admin/companies.fields.atMicrosoft"
          helperText="resources.partner-admin/companies.at_microsoft_help"
          row={false}
          choices={[
            { id: 'check', name: 'resources.partner-admin/companies.at_microsoft.check' },
            { id: 'create', name: 'resources.partner-admin/companies.at_microsoft.create' },
          ]}
        />
      )}
      <TextInput
        source="domain"
        validate={regex(domainNamePattern, 'resources.partner-admin/companies.invalid.domain')}
      />
      <ArrayInput source="billingProfiles" validate={required('resources.partner-admin/companies.invalid.no_profile')}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="resources.partner-admin/companies.add_profile" />}
        >
          <TextInput source="name" label={field('profileName')} validate={required()} helperText={false} />
          <TextInput
            source="currency"
            label={field('currency')}
            validate={[required(), regex(/^[A-Za-z]{3}$/, 'resources.partner-admin/companies.invalid.currency')]}
            helperText={false}
            sx={{ maxWidth: 120 }}
          />
          <TextInput source="poNumber" label={field('poNumber')} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="contacts">
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="resources.partner-admin/companies.add_contact" />}
        >
          <TextInput source="name" label={field('contactName')} validate={required()} helperText={false} />
          <TextInput source="email" label={field('email')} validate={[required(), email()]} helperText={false} />
          <TextInput source="phone" label={field('phone')} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** Adds a row to the list it is in, saying what it adds (react-admin's is a bare "+" named "Add"). */
function AddRowButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <LabeledButton label={label} onClick={() => add()}>
      <AddIcon />
    </LabeledButton>
  );
}

/** What the API takes: contacts are replaced as a list (no ids), empty texts are no value. */
export function toCustomerInput(data: Partial<CompanyDetail> & Partial<NewCustomerInput>) {
  const blankless = (text: string | null | undefined) => (text ? text : null);
  return {
    ...data,
    domain: data.domain === undefined ? undefined : blankless(data.domain),
    billingProfiles: data.billingProfiles?.map((profile) => ({
      ...profile,
      poNumber: blankless(profile.poNumber),
    })),
    contacts: data.contacts?.map(({ name, email: address, phone }) => ({
      name,
      email: address,
      phone: blankless(phone),
    })),
  };
}
