import WarningAmberIcon from '@mui/icons-material/WarningAmber';
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
import { startTransition, useMemo, useState } from 'react';
import {
  Confirm,
  RecordContextProvider,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIsPhone } from '../../hooks/useIsPhone';
import { ApiError } from '../../providers/httpClient';
import { useFormatMoney } from '../../components/Money';
import { ItemMargin, useDescribeTerm } from './ItemFields';
import { previewBulkChange, updateFor, type BulkChange, type PreviewRow } from './bulkChanges';
import { useDescribeError } from '../../components/ErrorAlert';
import { useMutationOnce } from '../../components/useMutationOnce';

type Kind = BulkChange['kind'];
const kinds: Kind[] = ['markup', 'fixed', 'default_markup', 'visibility', 'position'];
/** The preview shows this many rows; the request always carries every row. */
const previewRows = 50;

type Props = { catalog: PartnerCatalog; items: CatalogItem[]; onClose: () => void };

/**
 * Choose one change, see old and new prices and margins, apply it in ONE request. A sale at zero or below cost is
 * said and asked about first; a refusal names its rows where the eye is, and offers to apply the valid rows only.
 */
export function BulkEditDialog({ catalog, items, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const isPhone = useIsPhone();
  const describeTerm = useDescribeTerm();
  const describeError = useDescribeError();
  const { onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [kind, setKind] = useState<Kind>('markup');
  const [value, setValue] = useState('');
  const [isVisible, setIsVisible] = useState(true);
  const [askingBelowCost, setAskingBelowCost] = useState(false);
  const change = changeOf(kind, value, isVisible);
  // Only the rows shown are previewed (a key press must not recompute thousands); the request is built on apply.
  const preview = useMemo(() => {
    const chosen = changeOf(kind, value, isVisible);
    return chosen ? previewBulkChange(items.slice(0, previewRows), chosen, catalog.defaultMarkupPercent) : [];
  }, [items, kind, value, isVisible, catalog.defaultMarkupPercent]);
  // Every selected item the change would sell at zero or below its cost.
  const belowCost = useMemo(() => {
    const chosen = changeOf(kind, value, isVisible);
    if (!chosen || !changesPrice(chosen)) return [];
    return previewBulkChange(items, chosen, catalog.defaultMarkupPercent).filter(
      (row) => row.newPrice <= row.item.basePrice,
    );
  }, [items, kind, value, isVisible, catalog.defaultMarkupPercent]);
  const apply = useMutationOnce({
    mutationFn: ({ chosen, skip }: { chosen: BulkChange; skip: Set<number> }) =>
      dataProvider.bulkUpdateCatalogItems(
        catalog.id,
        items.flatMap((item, index) => (skip.has(item.id) ? [] : [updateFor(item, chosen, index)])),
      ),
    onSuccess: (result) => {
      notify('resources.partner-admin/catalogs.bulk.done', {
        type: 'success',
        messageArgs: { smart_count: result.updated },
      });
      // Unselecting thousands and closing re-render the whole list: as a transition, in slices.
      startTransition(() => {
        onUnselectItems();
        onClose();
      });
      refresh();
    },
  });
  const failed = failedRowsOf(apply.error);
  const itemOf = (id: number) => items.find((item) => item.id === id);
  const count = items.length;
  const validCount = count - new Set(failed.map((row) => row.id)).size;
  const start = () => {
    if (!change) return;
    if (belowCost.length > 0) setAskingBelowCost(true);
    else apply.mutate({ chosen: change, skip: new Set() });
  };
  return (
    <Dialog open onClose={apply.isPending ? undefined : onClose} maxWidth="md" fullWidth fullScreen={isPhone}>
      <DialogTitle>{translate('resources.partner-admin/catalogs.bulk.title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, my: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            label={translate('resources.partner-admin/catalogs.bulk.change')}
            value={kind}
            onChange={(event) => setKind(event.target.value as Kind)}
            sx={{ minWidth: 240, flex: { xs: 1, sm: 'none' } }}
          >
            {kinds.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`resources.partner-admin/catalogs.bulk.kinds.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {(kind === 'markup' || kind === 'fixed' || kind === 'position') && (
            <TextField
              label={translate('resources.partner-admin/catalogs.bulk.value')}
              type="number"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={value !== '' && !change}
              helperText={
                value !== '' && !change ? translate(`resources.partner-admin/catalogs.bulk.invalid_${kind}`) : undefined
              }
            />
          )}
          {kind === 'visibility' && (
            <TextField
              select
              label={translate('resources.partner-admin/catalogs.bulk.value')}
              value={isVisible ? 'visible' : 'hidden'}
              onChange={(event) => setIsVisible(event.target.value === 'visible')}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="visible">{translate('resources.partner-admin/catalogs.bulk.visible')}</MenuItem>
              <MenuItem value="hidden">{translate('resources.partner-admin/catalogs.bulk.hidden')}</MenuItem>
            </TextField>
          )}
        </Box>
        {change && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('resources.partner-admin/catalogs.bulk.preview')}
            </Typography>
            <PreviewTable rows={preview} kind={kind} isPhone={isPhone} />
            {count > previewRows && (
              <Typography variant="body2">
                {translate('resources.partner-admin/catalogs.bulk.preview_more', { smart_count: count - previewRows })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      {/* Outside the scrolling content: what happens and what went wrong shows by the buttons. */}
      <Box sx={{ px: 3, maxHeight: '40vh', overflowY: 'auto' }}>
        {belowCost.length > 0 && !apply.error && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('resources.partner-admin/catalogs.bulk.below_cost', { smart_count: belowCost.length })}
          </Alert>
        )}
        {apply.isPending && (
          <Box sx={{ mt: 1 }} role="status">
            <Typography variant="body2">
              {translate('resources.partner-admin/catalogs.bulk.applying', { smart_count: count })}
            </Typography>
            <LinearProgress />
          </Box>
        )}
        {apply.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failed.length ? (
              <>
                {translate('resources.partner-admin/catalogs.bulk.refused', { smart_count: failed.length })}
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {failed.map((row) => {
                    const item = itemOf(row.id);
                    return (
                      <li key={`${row.id}-${row.code}`}>
                        {translate('resources.partner-admin/catalogs.bulk.refused_row', {
                          item: item ? `${item.productName} (${describeTerm(item)})` : `#${row.id}`,
                          reason: translate(`resources.partner-admin/catalogs.bulk.reasons.${row.code}`, {
                            _: row.reason,
                          }),
                        })}
                      </li>
                    );
                  })}
                </Box>
              </>
            ) : (
              describeError(apply.error)
            )}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={apply.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        {failed.length > 0 && validCount > 0 && change && (
          <Button
            variant="outlined"
            disabled={apply.isPending}
            onClick={() => apply.mutate({ chosen: change, skip: new Set(failed.map((row) => row.id)) })}
          >
            {translate('resources.partner-admin/catalogs.bulk.apply_valid', { smart_count: validCount })}
          </Button>
        )}
        <Button variant="contained" disabled={!change || count === 0 || apply.isPending} onClick={start}>
          {translate('resources.partner-admin/catalogs.bulk.apply', { smart_count: count })}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={askingBelowCost}
        title="resources.partner-admin/catalogs.bulk.below_cost_title"
        content="resources.partner-admin/catalogs.bulk.below_cost_content"
        translateOptions={{ smart_count: belowCost.length }}
        contentTranslateOptions={{ smart_count: belowCost.length }}
        confirm="resources.partner-admin/catalogs.bulk.below_cost_confirm"
        confirmColor="warning"
        ConfirmIcon={WarningAmberIcon}
        onConfirm={() => {
          setAskingBelowCost(false);
          if (change) apply.mutate({ chosen: change, skip: new Set() });
        }}
        onClose={() => setAskingBelowCost(false)}
      />
    </Dialog>
  );
}

const changesPrice = (change: BulkChange) =>
  change.kind === 'markup' || change.kind === 'fixed' || change.kind === 'default_markup';

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
type FailedRow = { id: number; code: string; reason: string };
function failedRowsOf(error: unknown): FailedRow[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const failed = (error.data as { failed?: unknown } | null)?.failed;
  return Array.isArray(failed) ? (failed as FailedRow[]) : [];
}

function PreviewTable({ rows, kind, isPhone }: { rows: PreviewRow[]; kind: Kind; isPhone: boolean }) {
  const translate = useTranslate();
  const describeTerm = useDescribeTerm();
  const format = useFormatMoney();
  const showsValue = kind === 'visibility' || kind === 'position';
  const valueOf = (row: PreviewRow, after: boolean) => {
    const item = after ? { ...row.item, ...row.update } : row.item;
    if (kind === 'visibility')
      return translate(
        item.isVisible
          ? 'resources.partner-admin/catalogs.bulk.visible'
          : 'resources.partner-admin/catalogs.bulk.hidden',
      );
    return String(item.position);
  };
  const money = (row: PreviewRow, amount: number) => format(amount, row.item.currency);
  const margin = (row: PreviewRow) => (
    <RecordContextProvider value={{ ...row.item, effectivePrice: row.newPrice }}>
      <ItemMargin />
    </RecordContextProvider>
  );
  return (
    <Table size="small" aria-label={translate('resources.partner-admin/catalogs.bulk.preview')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.partner-admin/catalogs.items.fields.productName')}</TableCell>
          {showsValue ? (
            <>
              <TableCell>{translate('resources.partner-admin/catalogs.bulk.old_value')}</TableCell>
              <TableCell>{translate('resources.partner-admin/catalogs.bulk.new_value')}</TableCell>
            </>
          ) : (
            <>
              {!isPhone && (
                <TableCell align="right">
                  {translate('resources.partner-admin/catalogs.items.fields.basePrice')}
                </TableCell>
              )}
              {!isPhone && (
                <TableCell align="right">{translate('resources.partner-admin/catalogs.bulk.old_price')}</TableCell>
              )}
              <TableCell align="right">{translate('resources.partner-admin/catalogs.bulk.new_price')}</TableCell>
              <TableCell align="right">{translate('resources.partner-admin/catalogs.items.fields.margin')}</TableCell>
            </>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.item.id}>
            <TableCell>
              {row.item.productName}
              <Typography variant="caption" color="text.secondary" component="div">
                {describeTerm(row.item)}
              </Typography>
            </TableCell>
            {showsValue ? (
              <>
                <TableCell>{valueOf(row, false)}</TableCell>
                <TableCell>{valueOf(row, true)}</TableCell>
              </>
            ) : (
              <>
                {!isPhone && <TableCell align="right">{money(row, row.item.basePrice)}</TableCell>}
                {!isPhone && <TableCell align="right">{money(row, row.oldPrice)}</TableCell>}
                <TableCell align="right">
                  {money(row, row.newPrice)}
                  {isPhone && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate('resources.partner-admin/catalogs.bulk.was', { price: money(row, row.oldPrice) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{margin(row)}</TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
