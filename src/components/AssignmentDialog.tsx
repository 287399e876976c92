import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CatalogAssignment } from '../../common/api';
import { changedFields, type AppDataProvider } from '../providers/dataProvider';
import { SearchPicker } from './SearchPicker';
import { useIsPhone } from '../layout/useIsPhone';
import { ErrorAlert } from './ErrorAlert';

type Form = { catalogId: string; companyId: string; billingProfileId: string; validFrom: string; validTo: string };

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

/** Creates or changes an assignment: catalog, company, its billing profile, from and to dates. */
export function AssignmentDialog({ assignment, defaults, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [form, setForm] = useState<Form>({
    catalogId: String(assignment?.catalogId ?? defaults?.catalogId ?? ''),
    companyId: String(assignment?.companyId ?? defaults?.companyId ?? ''),
    billingProfileId: String(assignment?.billingProfileId ?? ''),
    validFrom: assignment?.validFrom ?? today(),
    validTo: assignment?.validTo ?? '',
  });
  const companyId = Number(form.companyId) || undefined;
  const profiles = useQuery({
    queryKey: ['partner-admin/billing-profiles', companyId],
    queryFn: () => dataProvider.getPartnerBillingProfiles(companyId),
    enabled: !!companyId,
  });
  const save = useMutation({
    mutationFn: async () => {
      const data = {
        catalogId: Number(form.catalogId),
        companyId: Number(form.companyId),
        billingProfileId: form.billingProfileId ? Number(form.billingProfileId) : null,
        validFrom: form.validFrom,
        validTo: form.validTo || null,
      };
      if (!assignment) {
        return (await dataProvider.create('partner-admin/catalog-assignments', { data })).data as CatalogAssignment;
      }
      const {
        id: _id,
        catalogName: _catalog,
        companyName: _company,
        billingProfileName: _profile,
        ...previous
      } = assignment;
      const response = await dataProvider.update('partner-admin/catalog-assignments', {
        id: assignment.id,
        data: changedFields(data, previous),
        previousData: previous,
      });
      return response.data as CatalogAssignment;
    },
    onSuccess: (saved) => {
      notify('resources.partner-admin/catalog-assignments.saved', { type: 'success' });
      refresh();
      onSaved?.(saved);
      onClose();
    },
  });
  const set = (name: keyof Form) => (event: { target: { value: string } }) =>
    setForm((previous) => ({
      ...previous,
      [name]: event.target.value,
      ...(name === 'companyId' ? { billingProfileId: '' } : {}),
    }));
  const canSave = form.catalogId && form.companyId && form.validFrom && !save.isPending;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle>
        {translate(
          assignment
            ? 'resources.partner-admin/catalog-assignments.edit_title'
            : 'resources.partner-admin/catalog-assignments.create_title',
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <SearchPicker
            resource="partner-admin/catalogs"
            label={translate('resources.partner-admin/catalog-assignments.fields.catalogId')}
            value={Number(form.catalogId) || null}
            onChange={(id) => setForm((previous) => ({ ...previous, catalogId: id ? String(id) : '' }))}
            disabled={!!defaults?.catalogId}
            describe={(catalog) =>
              translate('resources.partner-admin/catalogs.item_count', { smart_count: catalog.itemCount })
            }
          />
          <SearchPicker
            resource="partner-admin/companies"
            label={translate('resources.partner-admin/catalog-assignments.fields.companyId')}
            value={companyId ?? null}
            onChange={(id) =>
              setForm((previous) => ({ ...previous, companyId: id ? String(id) : '', billingProfileId: '' }))
            }
            describe={(company) => (company.domain as string | null) ?? undefined}
          />
          <TextField
            select
            label={translate('resources.partner-admin/catalog-assignments.fields.billingProfileId')}
            value={profiles.data ? form.billingProfileId : ''}
            onChange={set('billingProfileId')}
            disabled={!companyId}
          >
            <MenuItem value="">{translate('partner.common.none')}</MenuItem>
            {(profiles.data ?? []).map((profile) => (
              <MenuItem key={profile.id} value={String(profile.id)}>
                {profile.name} ({profile.currency})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('resources.partner-admin/catalog-assignments.fields.validFrom')}
            type="date"
            value={form.validFrom}
            onChange={set('validFrom')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('resources.partner-admin/catalog-assignments.fields.validTo')}
            type="date"
            value={form.validTo}
            onChange={set('validTo')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {save.error && <ErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!canSave} onClick={() => save.mutate()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
