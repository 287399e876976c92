import { LinearProgress } from '@mui/material';
import { ArrayField, DataTable, EmailField, SimpleList, TextField, useRecordContext } from 'react-admin';
import type { CompanyDetail } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { CompanySection, NoneYet, flushListSx } from './CompanySection';
import { EmailText } from '../../../components/PersonCell';

type Contact = CompanyDetail['contacts'][number];
const field = (name: string) => `resources.partner-admin/companies.fields.${name}`;

/** The customer's contacts, their email a mailto: link; they come with its page, as its billing profiles do. */
export function CompanyContacts() {
  const company = useRecordContext<Partial<CompanyDetail>>();
  const isPhone = useIsPhone();
  return (
    <CompanySection title={field('contacts')}>
      {!company?.contacts ? (
        <LinearProgress />
      ) : (
        <ArrayField source="contacts">
          {isPhone ? (
            <SimpleList<Contact>
              sx={flushListSx}
              primaryText={(contact) => contact.name}
              secondaryText={(contact) => (
                <>
                  <EmailField source="email" />
                  {contact.phone && ` · ${contact.phone}`}
                </>
              )}
              rowClick={false}
              empty={<NoneYet />}
            />
          ) : (
            <DataTable<Contact> bulkActionButtons={false} rowClick={false} empty={<NoneYet />}>
              <DataTable.Col source="name" label={field('contactName')} />
              <DataTable.Col
                source="email"
                label={field('email')}
                render={(contact) => <EmailText email={contact.email} isLink />}
              />
              <DataTable.Col source="phone" label={field('phone')}>
                <TextField source="phone" emptyText="—" />
              </DataTable.Col>
            </DataTable>
          )}
        </ArrayField>
      )}
    </CompanySection>
  );
}
