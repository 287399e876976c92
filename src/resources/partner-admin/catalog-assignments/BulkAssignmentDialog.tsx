import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkAssignmentInput, BulkAssignmentResult } from '../../../../common/api';
import { formatCount } from '../../../../common/format';
import { useIsPhone } from '../../../hooks/useIsPhone';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { SearchPicker } from '../../../components/SearchPicker';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { BulkAssignmentPreview, useDescribeRefusal } from './BulkAssignmentPreview';

/** Today in the partner's own time zone. */
const today = () => new Date().toLocaleDateString('en-CA');
const key = (name: string) => `resources.partner-admin/catalog-assignments.${name}`;

/** How the companies are named: chosen one by one, every company matching a search, or a pasted list. */
type Way = 'pick' | 'matching' | 'paste';

/**
 * One catalog to many companies in one step: the companies chosen, matched by a search (resolved by the server,
 * never loaded here) or pasted; a preview says what changes for each before anything is written.
 */
export function BulkAssignmentDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeRefusal = useDescribeRefusal();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [catalogId, setCatalogId] = useState<number | null>(null);
  const [way, setWay] = useState<Way>('pick');
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [pasted, setPasted] = useState('');
  const [validFrom, setValidFrom] = useState(today());
  const [validTo, setValidTo] = useState('');
  const [endCurrent, setEndCurrent] = useState(false);
  const [preview, setPreview] = useState<BulkAssignmentResult | null>(null);
  const [refusal, setRefusal] = useState<BulkAssignmentResult | null>(null);
  const companies = (): Pick<BulkAssignmentInput, 'companyIds' | 'matching' | 'names'> =>
    way === 'pick'
      ? { companyIds }
      : way === 'matching'
        ? { matching: { q: search.trim() || undefined } }
        : { names: pasted.split('\n') };
  const send = useMutation({
    mutationFn: (options: { preview: boolean; validOnly: boolean }) =>
      dataProvider.assignCatalogToMany({
        catalogId: catalogId!,
        ...companies(),
        validFrom,
        validTo: validTo || null,
        endCurrent,
        ...options,
      }),
    onSuccess: (result, options) => {
      if (options.preview) {
        setPreview(result);
        return;
      }
      if (result.assigned === 0 && result.refused.length > 0) {
        // Something changed since the preview: say what, and preview again before assigning.
        setPreview(null);
        setRefusal(result);
        return;
      }
      notify(key('bulk_done'), {
        type: 'success',
        messageArgs: { smart_count: result.assigned, count: formatCount(result.assigned, locale) },
      });
      refresh();
      onClose();
    },
  });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPreview(null);
      setRefusal(null);
      send.reset();
      set(value);
    };
  const named = way === 'pick' ? companyIds.length > 0 : way === 'paste' ? pasted.trim() !== '' : true;
  const ready = catalogId !== null && named && validFrom !== '' && !send.isPending;
  const assignable = preview?.changes.length ?? 0;
  const count = (value: number) => ({ smart_count: value, count: formatCount(value, locale) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle>{translate(key('bulk_title'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <SearchPicker
            resource="partner-admin/catalogs"
            label={translate(key('fields.catalogId'))}
            value={catalogId}
            onChange={change(setCatalogId)}
            describe={(catalog) =>
              translate('resources.partner-admin/catalogs.item_count', { smart_count: catalog.itemCount })
            }
          />
          <RadioGroup
            row={!isPhone}
            aria-label={translate(key('bulk_companies'))}
            value={way}
            onChange={(event) => change(setWay)(event.target.value as Way)}
          >
            {(['pick', 'matching', 'paste'] as const).map((each) => (
              <FormControlLabel key={each} value={each} control={<Radio />} label={translate(key(`way.${each}`))} />
            ))}
          </RadioGroup>
          {way === 'pick' && (
            <SearchPicker
              resource="partner-admin/companies"
              multiple
              label={translate(key('bulk_companies'))}
              value={companyIds}
              onChange={change(setCompanyIds)}
              describe={(company) => (company.domain as string | null) ?? undefined}
              helperText={translate(key('bulk_chosen'), count(companyIds.length))}
            />
          )}
          {way === 'matching' && (
            <TextField
              label={translate(key('matching_label'))}
              value={search}
              onChange={(event) => change(setSearch)(event.target.value)}
              helperText={translate(key('matching_help'))}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
          {way === 'paste' && (
            <TextField
              label={translate(key('paste_label'))}
              value={pasted}
              onChange={(event) => change(setPasted)(event.target.value)}
              helperText={translate(key('paste_help'))}
              multiline
              minRows={4}
              maxRows={10}
            />
          )}
          <TextField
            label={translate(key('fields.validFrom'))}
            type="date"
            value={validFrom}
            onChange={(event) => change(setValidFrom)(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate(key('fields.validTo'))}
            type="date"
            value={validTo}
            onChange={(event) => change(setValidTo)(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={endCurrent} onChange={(event) => change(setEndCurrent)(event.target.checked)} />
            }
            label={translate(key('end_current'))}
          />
        </Stack>
      </DialogContent>
      {send.error && <ErrorAlert error={send.error} sx={{ mx: 3 }} />}
      {preview && <BulkAssignmentPreview preview={preview} showMatched={way !== 'pick'} />}
      {refusal && (
        <Alert severity="warning" sx={{ mx: 3, maxHeight: 200, overflow: 'auto' }}>
          {translate(key('bulk_refused'), count(refusal.refused.length))}
          <ul>
            {refusal.refused.map((refused, index) => (
              <li key={`${refused.companyId ?? refused.companyName}-${index}`}>{describeRefusal(refused)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {preview === null ? (
          <Button
            variant="contained"
            disabled={!ready}
            onClick={() => send.mutate({ preview: true, validOnly: false })}
          >
            {translate(key('preview'))}
          </Button>
        ) : (
          assignable > 0 && (
            <Button
              variant="contained"
              disabled={!ready}
              onClick={() => send.mutate({ preview: false, validOnly: preview.refused.length > 0 })}
            >
              {preview.refused.length > 0
                ? translate(key('bulk_others_only'), count(assignable))
                : translate(key('bulk_assign'), count(assignable))}
            </Button>
          )
        )}
      </DialogActions>
    </Dialog>
  );
}
