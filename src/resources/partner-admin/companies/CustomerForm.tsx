import {
  ArrayInput,
  email,
  maxLength,
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
import type { CompanyDetail, CustomerInput } from '../../../../common/api';
import { domainNamePattern } from '../../../../common/domain';

const field = (name: string) => `partner.customers.fields.${name}`;
const tenantPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A customer company's form, for its creation and its edit: the tenant is set once (the Microsoft tenant its
 * people sign in from), at least one billing profile, any contacts. The checks are the API's, worded here.
 */
export function CustomerForm({ creating, ...rest }: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) {
  return (
    <SimpleForm {...rest}>
      <TextInput source="name" label={field('name')} validate={[required(), maxLength(200)]} />
      {creating && (
        <TextInput
          source="tenantId"
          label={field('tenantId')}
          helperText="partner.customers.tenant_help"
          validate={[required(), regex(tenantPattern, 'partner.customers.invalid.tenant')]}
        />
      )}
      <TextInput
        source="domain"
        label={field('domain')}
        validate={regex(domainNamePattern, 'partner.customers.invalid.domain')}
      />
      <ArrayInput
        source="billingProfiles"
        label={field('billingProfiles')}
        validate={required('partner.customers.invalid.no_profile')}
      >
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="partner.customers.add_profile" />}
        >
          <TextInput source="name" label={field('profileName')} validate={required()} helperText={false} />
          <TextInput
            source="currency"
            label={field('currency')}
            validate={[required(), regex(/^[A-Za-z]{3}$/, 'partner.customers.invalid.currency')]}
            helperText={false}
            sx={{ maxWidth: 120 }}
          />
          <TextInput source="poNumber" label={field('poNumber')} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="contacts" label={field('contacts')}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="partner.customers.add_contact" />}
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
export function toCustomerInput(data: Partial<CompanyDetail> & Partial<CustomerInput>) {
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
