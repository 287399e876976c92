import {
  ArrayInput,
  BooleanInput,
  email,
  maxLength,
  RadioButtonGroupInput,
  regex,
  required,
  SimpleForm,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  type SimpleFormProps,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { Stack } from '@mui/material';
import { LabeledButton } from '../../../components/LabeledButton';
import type { CompanyDetail, NewCustomerInput } from '../../../../common/api';
import { domainNamePattern, taxTreatments } from '../../../../common/domain';

// A billing profile's and a contact's inputs are named by their list (`billingProfiles.0.name`): their labels are
// given, as react-admin would look for `fields.billingProfiles.name`.
const field = (name: string) => `resources.partner-admin/companies.fields.${name}`;
/** A row of a billing profile's fields, wrapping on a narrow screen. */
const profileRowSx = {
  flexWrap: 'wrap',
  columnGap: 2,
  rowGap: 1,
  alignItems: 'center',
  mb: 1,
  // react-admin's inputs are full width: here they share the row, each at least 200 px.
  '& .MuiFormControl-fullWidth': { width: 'auto', flex: '1 1 200px' },
} as const;
const vatIdPattern = /^\s*[A-Za-z]{2}[0-9A-Za-z+*.\s]{2,16}\s*$/;
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
          disableReordering
          disableClear
          addButton={<AddRowButton label="resources.partner-admin/companies.add_profile" />}
          sx={{ '& .RaSimpleFormIterator-line': { py: 1 } }}
        >
          {/* A profile's many fields wrap in rows: what it is, whom its invoices name, how they are taxed and sent. */}
          <Stack direction="row" sx={profileRowSx}>
            <TextInput source="name" label={field('profileName')} validate={required()} helperText={false} />
            <TextInput
              source="currency"
              label={field('currency')}
              validate={[required(), regex(/^[A-Za-z]{3}$/, 'resources.partner-admin/companies.invalid.currency')]}
              helperText={false}
              sx={{ maxWidth: 120 }}
            />
            <TextInput source="poNumber" label={field('poNumber')} helperText={false} />
            <BooleanInput source="poRequired" label={field('poRequired')} helperText={false} />
          </Stack>
          <Stack direction="row" sx={profileRowSx}>
            <TextInput source="legalName" label={field('legalName')} validate={maxLength(200)} helperText={false} />
            <TextInput
              source="address"
              label={field('address')}
              validate={maxLength(500)}
              multiline
              minRows={2}
              helperText={false}
              sx={{ minWidth: { sm: 280 } }}
            />
            <TextInput
              source="country"
              label={field('country')}
              validate={regex(/^[A-Za-z]{2}$/, 'resources.partner-admin/companies.invalid.country')}
              helperText={false}
              sx={{ maxWidth: 120 }}
            />
            <TextInput
              source="vatId"
              label={field('vatId')}
              validate={regex(vatIdPattern, 'resources.partner-admin/companies.invalid.vat_id')}
              helperText={false}
            />
          </Stack>
          <Stack direction="row" sx={profileRowSx}>
            <SelectInput
              source="taxTreatment"
              label={field('taxTreatment')}
              emptyText="resources.partner-admin/companies.tax_treatment.automatic"
              choices={taxTreatments.map((id) => ({
                id,
                name: `resources.partner-admin/companies.tax_treatment.${id}`,
              }))}
              helperText={false}
              sx={{ minWidth: 260 }}
            />
            <SelectInput
              source="language"
              label={field('language')}
              defaultValue="en"
              validate={required()}
              choices={[
                { id: 'en', name: 'English' },
                { id: 'fr', name: 'Français' },
              ]}
              helperText={false}
            />
            <TextInput
              source="invoiceEmails"
              label={field('invoiceEmails')}
              format={(value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string) ?? ''))}
              parse={(text: string) => text}
              validate={everyEmail}
              helperText={false}
              sx={{ minWidth: { sm: 320 } }}
            />
          </Stack>
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

/** Several addresses in one field, separated by commas, semicolons or spaces. */
const emailsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(/[\s,;]+/)
        .filter(Boolean);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Each address of the recipients' field looks like one. */
function everyEmail(value: unknown) {
  const wrong = emailsOf(value).find((address) => !emailPattern.test(address));
  return wrong
    ? { message: 'resources.partner-admin/companies.invalid.invoice_email', args: { address: wrong } }
    : undefined;
}

/** What the API takes: contacts are replaced as a list (no ids), empty texts are no value. */
export function toCustomerInput(data: Partial<CompanyDetail> & Partial<NewCustomerInput>) {
  const blankless = (text: string | null | undefined) => (text ? text : null);
  return {
    ...data,
    domain: data.domain === undefined ? undefined : blankless(data.domain),
    // A field the form never showed (a profile listed before) is left as the server has it.
    billingProfiles: data.billingProfiles?.map((profile) => ({
      ...profile,
      poNumber: blankless(profile.poNumber),
      legalName: profile.legalName === undefined ? undefined : blankless(profile.legalName),
      vatId: profile.vatId === undefined ? undefined : blankless(profile.vatId),
      country: profile.country ? profile.country : undefined,
      taxTreatment: profile.taxTreatment === undefined ? undefined : profile.taxTreatment || null,
      invoiceEmails: profile.invoiceEmails === undefined ? undefined : emailsOf(profile.invoiceEmails),
    })),
    contacts: data.contacts?.map(({ name, email: address, phone }) => ({
      name,
      email: address,
      phone: blankless(phone),
    })),
  };
}
