import { LinearProgress } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  DataTable,
  FunctionField,
  SimpleList,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatCountry, formatLanguage } from '../../../../common/format';
import type { CompanyDetail } from '../../../../common/api';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { CompanySection, NoneYet, flushListSx } from './CompanySection';

type BillingProfile = CompanyDetail['billingProfiles'][number];
const field = (name: string) => `resources.partner-admin/companies.fields.${name}`;

/** The customer's billing profiles, which come with its page (the list's row, standing in meanwhile, has none). */
export function CompanyBillingProfiles() {
  const company = useRecordContext<Partial<CompanyDetail>>();
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Names, not codes: "United States", "French" ("US", "fr").
  const country = (profile: BillingProfile) => formatCountry(profile.country, locale);
  const language = (profile: BillingProfile) => formatLanguage(profile.language, locale);
  const treatment = (profile: BillingProfile) =>
    translate(`resources.partner-admin/companies.tax_treatment.${profile.taxTreatment ?? 'automatic'}`);
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
              secondaryText={(profile) =>
                [profile.currency, country(profile), profile.vatId, treatment(profile), profile.poNumber]
                  .filter(Boolean)
                  .join(' · ')
              }
              rowClick={false}
              empty={<NoneYet />}
            />
          ) : (
            <DataTable<BillingProfile> bulkActionButtons={false} rowClick={false} empty={<NoneYet />}>
              <DataTable.Col source="name" label={field('profileName')} />
              <DataTable.Col source="currency" label={field('currency')} />
              <DataTable.Col source="legalName" label={field('legalName')}>
                <TextField source="legalName" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="country" label={field('country')} render={country} />
              <DataTable.Col source="vatId" label={field('vatId')}>
                <TextField source="vatId" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="taxTreatment" label={field('taxTreatment')}>
                <FunctionField<BillingProfile> render={treatment} />
              </DataTable.Col>
              <DataTable.Col source="language" label={field('language')} render={language} />
              <DataTable.Col source="poNumber" label={field('poNumber')}>
                <TextField source="poNumber" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="poRequired" label={field('poRequired')}>
                <BooleanField source="poRequired" />
              </DataTable.Col>
            </DataTable>
          )}
        </ArrayField>
      )}
    </CompanySection>
  );
}
