import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { startTransition, useMemo, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/httpClient';
import { previewBulkChange, updateFor, type BulkChange, type PreviewRow } from './bulkChanges';

type Kind = BulkChange['kind'];
const kinds: Kind[] = ['markup', 'fixed', 'default_markup', 'visibility', 'position'];
/** The preview shows this many rows; the request always carries every row. */
const previewRows = 50;

type Props = { catalog: PartnerCatalog; items: CatalogItem[]; onClose: () => void };

/** Choose one change, see old and new values for every selected item, apply it in ONE request. */
export function BulkEditDialog({ catalog, items, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [kind, setKind] = useState<Kind>('markup');
  const [value, setValue] = useState('');
  const [isVisible, setIsVisible] = useState(true);
  const change = changeOf(kind, value, isVisible);
  // Only the rows shown are previewed (a key press must not recompute thousands); the request is built on apply.
  const preview = useMemo(() => {
    const chosen = changeOf(kind, value, isVisible);
    return chosen ? previewBulkChange(items.slice(0, previewRows), chosen, catalog.defaultMarkupPercent) : [];
  }, [items, kind, value, isVisible, catalog.defaultMarkupPercent]);
  const apply = useMutation({
    mutationFn: (chosen: BulkChange) =>
      dataProvider.bulkUpdateCatalogItems(
        catalog.id,
        items.map((item, index) => updateFor(item, chosen, index)),
      ),
    onSuccess: (result) => {
      notify('partner.bulk.done', { type: 'success', messageArgs: { smart_count: result.updated } });
      // Unselecting thousands and closing re-render the whole list: as a transition, in slices.
      startTransition(() => {
        onUnselectItems();
        onClose();
      });
      refresh();
    },
  });
  const failed = failedRowsOf(apply.error);
  const nameOf = (id: number) => items.find((item) => item.id === id)?.productName ?? `#${id}`;
  const count = items.length;
  return (
    <Dialog open onClose={apply.isPending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('partner.bulk.title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, my: 1 }}>
          <TextField
            select
            label={translate('partner.bulk.change')}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
            sx={{ minWidth: 240 }}
          >
            {kinds.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`partner.bulk.kinds.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {(kind === 'markup' || kind === 'fixed' || kind === 'position') && (
            <TextField
              label={translate('partner.bulk.value')}
              type="number"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={value !== '' && !change}
              helperText={value !== '' && !change ? translate('partner.bulk.invalid') : undefined}
            />
          )}
          {kind === 'visibility' && (
            <TextField
              select
              label={translate('partner.bulk.value')}
              value={isVisible ? 'visible' : 'hidden'}
              onChange={(event) => setIsVisible(event.target.value === 'visible')}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="visible">{translate('partner.bulk.visible')}</MenuItem>
              <MenuItem value="hidden">{translate('partner.bulk.hidden')}</MenuItem>
            </TextField>
          )}
        </Box>
        {change && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('partner.bulk.preview')}
            </Typography>
            <PreviewTable rows={preview} kind={kind} />
            {count > previewRows && (
              <Typography variant="body2">
                {translate('partner.bulk.preview_more', { smart_count: count - previewRows })}
              </Typography>
            )}
          </>
        )}
        {apply.isPending && (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="body2">{translate('partner.bulk.applying', { smart_count: count })}</Typography>
            <LinearProgress />
          </Box>
        )}
        {apply.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failed.length ? translate('partner.bulk.refused') : apply.error.message}
          </Alert>
        )}
        {failed.length > 0 && (
          <Table size="small" aria-label={translate('partner.bulk.refused')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('partner.bulk.row')}</TableCell>
                <TableCell>{translate('partner.bulk.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {failed.map((row) => (
                <TableRow key={`${row.id}-${row.reason}`}>
                  <TableCell>{nameOf(row.id)}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending}>
          {translate('partner.common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!change || count === 0 || apply.isPending}
          onClick={() => change && apply.mutate(change)}
        >
          {translate('partner.bulk.apply', { smart_count: count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function changeOf(kind: Kind, value: string, isVisible: boolean): BulkChange | null {
  const number = value.trim() === '' ? NaN : Number(value);
  switch (kind) {
    case 'markup':
      return Number.isFinite(number) && number >= -100 && number <= 1000 ? { kind, markupPercent: number } : null;
    case 'fixed':
      return Number.isFinite(number) && number >= 0 ? { kind, priceOverride: number } : null;
    case 'position':
      return Number.isInteger(number) && number >= 0 ? { kind, startAt: number } : null;
    case 'default_markup':
      return { kind };
    case 'visibility':
      return { kind, isVisible };
  }
}

/** The 409's per-row report (`failed: [{id, reason}]`); empty for any other failure. */
function failedRowsOf(error: unknown): { id: number; reason: string }[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const failed = (error.data as { failed?: unknown } | null)?.failed;
  return Array.isArray(failed) ? (failed as { id: number; reason: string }[]) : [];
}

const format = (price: number) => price.toFixed(2);

function PreviewTable({ rows, kind }: { rows: PreviewRow[]; kind: Kind }) {
  const translate = useTranslate();
  const showsValue = kind === 'visibility' || kind === 'position';
  const valueOf = (row: PreviewRow, after: boolean) => {
    const item = after ? { ...row.item, ...row.update } : row.item;
    if (kind === 'visibility') return translate(item.isVisible ? 'partner.bulk.visible' : 'partner.bulk.hidden');
    return String(item.position);
  };
  return (
    <Table size="small" aria-label={translate('partner.bulk.preview')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('partner.items.fields.productName')}</TableCell>
          <TableCell>{translate('partner.items.fields.term')}</TableCell>
          {showsValue ? (
            <>
              <TableCell>{translate('partner.bulk.old_value')}</TableCell>
              <TableCell>{translate('partner.bulk.new_value')}</TableCell>
            </>
          ) : (
            <>
              <TableCell align="right">{translate('partner.bulk.old_price')}</TableCell>
              <TableCell align="right">{translate('partner.bulk.new_price')}</TableCell>
            </>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.item.id}>
            <TableCell>{row.item.productName}</TableCell>
            <TableCell>{row.item.term}</TableCell>
            {showsValue ? (
              <>
                <TableCell>{valueOf(row, false)}</TableCell>
                <TableCell>{valueOf(row, true)}</TableCell>
              </>
            ) : (
              <>
                <TableCell align="right">{format(row.oldPrice)}</TableCell>
                <TableCell align="right">{format(row.newPrice)}</TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
