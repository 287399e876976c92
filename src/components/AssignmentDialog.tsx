import { useQuery } from '@tanstack/react-query';
import { DateInput, SelectInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { catalogAssignmentInputSchema, type CatalogAssignment } from '../../common/api/partner-catalogs';
import type { AppDataProvider } from '../providers/dataProvider';
import { SearchPickerInput } from './SearchPicker';
import { FormDialog } from './FormDialog';
import { useZodResolver } from './useZodResolver';

const resource = 'partner-admin/catalog-assignments';
const field = (name: string) => `resources.${resource}.fields.${name}`;

/** What the form holds: the fields an assignment's input takes (not the names the API adds), none chosen yet. */
type AssignmentForm = Pick<CatalogAssignment, 'billingProfileId' | 'validFrom' | 'validTo'> & {
  catalogId: number | null;
  companyId: number | null;
};

/** Today in the partner's own time zone. */
const today = () => new Date().toLocaleDateString('en-CA');

type Props = {
  /** The assignment to change; none: a new one. */
  assignment?: CatalogAssignment;
  /** Fixed choices of a new assignment (the builder fixes the catalog). */
  defaults?: Partial<Pick<CatalogAssignment, 'catalogId' | 'companyId'>>;
  onClose: () => void;
  onSaved?: (assignment: CatalogAssignment) => void;
};

/**
 * Creates or changes an assignment: catalog, company, its billing profile, from and to dates. The form is checked by
 * the API's own schema; a change sends only the fields that differ from the assignment shown (the dataProvider's
 * `update` compares `data` with `previousData`).
 */
export function AssignmentDialog({ assignment, defaults, onClose, onSaved }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const resolver = useZodResolver(catalogAssignmentInputSchema);
  const values: AssignmentForm = {
    catalogId: assignment?.catalogId ?? defaults?.catalogId ?? null,
    companyId: assignment?.companyId ?? defaults?.companyId ?? null,
    billingProfileId: assignment?.billingProfileId ?? null,
    validFrom: assignment?.validFrom ?? today(),
    validTo: assignment?.validTo ?? null,
  };
  return (
    <FormDialog<CatalogAssignment>
      resource={resource}
      record={assignment}
      values={values}
      resolver={resolver}
      title={`resources.${resource}.${assignment ? 'edit_title' : 'create_title'}`}
      onSaved={(saved) => {
        notify(`resources.${resource}.saved`, { type: 'success' });
        refresh();
        onSaved?.(saved);
        onClose();
      }}
      onClose={onClose}
    >
      <AssignmentInputs isCatalogFixed={!!defaults?.catalogId} />
    </FormDialog>
  );
}

function AssignmentInputs({ isCatalogFixed }: { isCatalogFixed: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<AssignmentForm>();
  return (
    <>
      <SearchPickerInput
        source="catalogId"
        resource="partner-admin/catalogs"
        label={translate(field('catalogId'))}
        required
        disabled={isCatalogFixed}
        describe={(catalog) =>
          translate('resources.partner-admin/catalogs.item_count', { smart_count: catalog.itemCount })
        }
      />
      <SearchPickerInput
        source="companyId"
        resource="partner-admin/companies"
        label={translate(field('companyId'))}
        required
        // Another company's billing profile is not this one's.
        onChange={() => setValue('billingProfileId', null, { shouldDirty: true })}
        describe={(company) => (company.domain as string | null) ?? undefined}
      />
      <BillingProfileInput />
      <DateInput source="validFrom" isRequired />
      <DateInput source="validTo" />
    </>
  );
}

/** The chosen company's billing profiles, or none (the company's default). */
function BillingProfileInput() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const companyId = useWatch<AssignmentForm, 'companyId'>({ name: 'companyId' }) || undefined;
  const profiles = useQuery({
    queryKey: ['partner-admin/billing-profiles', companyId],
    queryFn: () => dataProvider.getPartnerBillingProfiles(companyId),
    enabled: !!companyId,
  });
  return (
    <SelectInput
      source="billingProfileId"
      choices={profiles.data ?? []}
      optionText={(profile: { name: string; currency: string }) => `${profile.name} (${profile.currency})`}
      emptyText="partner.common.none"
      isPending={!!companyId && profiles.isPending}
      disabled={!companyId}
    />
  );
}
