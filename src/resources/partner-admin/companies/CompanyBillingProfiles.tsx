import { LinearProgress } from '@mui/material';
import { ArrayField, DataTable, SimpleList, TextField, useRecordContext } from 'react-admin';
import type { CompanyDetail } from '../../../../common/api';
import { useIsPhone } from '../../../layout/useIsPhone';
import { CompanySection, NoneYet, flushListSx } from './CompanySection';

type BillingProfile = CompanyDetail['billingProfiles'][number];
const field = (name: string) => `resources.partner-admin/companies.fields.${name}`;

/** The customer's billing profiles, which come with its page (the list's row, standing in meanwhile, has none). */
export function CompanyBillingProfiles() {
  const company = useRecordContext<Partial<CompanyDetail>>();
  const isPhone = useIsPhone();
  return (
    <CompanySection title={field('billingProfiles')}>
      {!company?.billingProfiles ? (
        <LinearProgress />
      ) : (
        <ArrayField source="billingProfiles">
          {isPhone ? (
            <SimpleList<BillingProfile>
              sx={flushListSx}
              primaryText={(profile) => profile.name}
              secondaryText={(profile) => [profile.currency, profile.poNumber].filter(Boolean).join(' · ')}
              rowClick={false}
              empty={<NoneYet />}
            />
          ) : (
            <DataTable<BillingProfile> bulkActionButtons={false} rowClick={false} empty={<NoneYet />}>
              <DataTable.Col source="name" label={field('profileName')} />
              <DataTable.Col source="currency" label={field('currency')} />
              <DataTable.Col source="poNumber" label={field('poNumber')}>
                <TextField source="poNumber" emptyText="—" />
              </DataTable.Col>
            </DataTable>
          )}
        </ArrayField>
      )}
    </CompanySection>
  );
}
