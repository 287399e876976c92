import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkAssignmentResult } from '../../../../common/api';
import { useIsPhone } from '../../../layout/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { SearchPicker } from '../../../components/SearchPicker';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** Today in the partner's own time zone. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * One catalog to many companies in one step. A company that already has a catalog then is named with the reason,
 * and nothing is assigned (the default), unless the partner then chooses to assign the others only.
 */
export function BulkAssignmentDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [catalogId, setCatalogId] = useState<number | null>(null);
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const [validFrom, setValidFrom] = useState(today());
  const [validTo, setValidTo] = useState('');
  const [refusal, setRefusal] = useState<BulkAssignmentResult | null>(null);
  const assign = useMutation({
    mutationFn: (validOnly: boolean) =>
      dataProvider.assignCatalogToMany({
        catalogId: catalogId!,
        companyIds,
        validFrom,
        validTo: validTo || null,
        validOnly,
      }),
    onSuccess: (result) => {
      if (result.assigned === 0 && result.refused.length > 0) {
        setRefusal(result);
        return;
      }
      notify('resources.partner-admin/catalog-assignments.bulk_done', {
        type: 'success',
        messageArgs: { smart_count: result.assigned },
      });
      refresh();
      onClose();
    },
  });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setRefusal(null);
      set(value);
    };
  const assignable = companyIds.length - (refusal?.refused.length ?? 0);
  const ready = catalogId !== null && companyIds.length > 0 && validFrom !== '' && !assign.isPending;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle>{translate('resources.partner-admin/catalog-assignments.bulk_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <SearchPicker
            resource="partner-admin/catalogs"
            label={translate('resources.partner-admin/catalog-assignments.fields.catalogId')}
            value={catalogId}
            onChange={change(setCatalogId)}
            describe={(catalog) =>
              translate('resources.partner-admin/catalogs.item_count', { smart_count: catalog.itemCount })
            }
          />
          <SearchPicker
            resource="partner-admin/companies"
            multiple
            label={translate('resources.partner-admin/catalog-assignments.bulk_companies')}
            value={companyIds}
            onChange={change(setCompanyIds)}
            describe={(company) => (company.domain as string | null) ?? undefined}
            helperText={translate('resources.partner-admin/catalog-assignments.bulk_chosen', {
              smart_count: companyIds.length,
            })}
          />
          <TextField
            label={translate('resources.partner-admin/catalog-assignments.fields.validFrom')}
            type="date"
            value={validFrom}
            onChange={(event) => change(setValidFrom)(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('resources.partner-admin/catalog-assignments.fields.validTo')}
            type="date"
            value={validTo}
            onChange={(event) => change(setValidTo)(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      {assign.error && <ErrorAlert error={assign.error} sx={{ mx: 3 }} />}
      {refusal && (
        <Alert severity="warning" sx={{ mx: 3, maxHeight: 200, overflow: 'auto' }}>
          {translate('resources.partner-admin/catalog-assignments.bulk_refused', {
            smart_count: refusal.refused.length,
          })}
          <ul>
            {refusal.refused.map((refused) => (
              <li key={refused.companyId}>
                {refused.companyName}: {refused.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {refusal && assignable > 0 && (
          <Button disabled={assign.isPending} onClick={() => assign.mutate(true)}>
            {translate('resources.partner-admin/catalog-assignments.bulk_others_only', { smart_count: assignable })}
          </Button>
        )}
        <Button variant="contained" disabled={!ready || refusal !== null} onClick={() => assign.mutate(false)}>
          {companyIds.length === 0
            ? translate('resources.partner-admin/catalog-assignments.create')
            : translate('resources.partner-admin/catalog-assignments.bulk_assign', { smart_count: companyIds.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
