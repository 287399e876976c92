import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import { useIsPhone } from '../../hooks/useIsPhone';
import type { AppDataProvider } from '../../providers/dataProvider';
import { parseCsv } from '../../components/csv';
import { LabeledButton } from '../../components/LabeledButton';
import { useFormatCount, useFormatMoney } from '../../components/Money';
import { importWordsOfEveryLanguage, planItemImport, type ImportPlan } from './itemImport';
import { useDescribeTerm } from './ItemFields';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useMutationOnce } from '../../components/useMutationOnce';

/** "Import prices": opens the import of a catalog's items from CSV. */
export function ImportItemsButton({ catalog }: { catalog: PartnerCatalog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LabeledButton label="resources.partner-admin/catalogs.import.open" onClick={() => setOpen(true)}>
        <UploadIcon />
      </LabeledButton>
      {open && <ImportItemsDialog catalog={catalog} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Every item of a catalog, read once for the import and for Add items' "already in the catalog". */
export const allItemsKey = (catalogId: number) => ['partner-admin/all-items', catalogId];

/** How many preview lines are drawn; the counts above them cover every row. */
const previewLines = 200;

/**
 * A catalog's prices from a CSV file (its export, changed in a spreadsheet): a preview of what each row changes and
 * of each row that cannot be applied, then all or nothing (the default) or, as a second choice, the valid rows only.
 * A sale at zero or below cost is asked about first.
 */
function ImportItemsDialog({ catalog, onClose }: { catalog: PartnerCatalog; onClose: () => void }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const refresh = useRefresh();
  const formatMoney = useFormatMoney();
  const formatCount = useFormatCount();
  const describeTerm = useDescribeTerm();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [fileName, setFileName] = useState('');
  const [asking, setAsking] = useState(false);
  const items = useQuery({
    queryKey: allItemsKey(catalog.id),
    queryFn: () => dataProvider.getAllCatalogItems(catalog.id, {}),
  });
  const field = (name: string) => translate(`resources.partner-admin/catalogs.items.fields.${name}`);
  const read = async (file: File) => {
    setFileName(file.name);
    const byId = new Map<number, CatalogItem>((items.data ?? []).map((item) => [item.id, item]));
    const words = await importWordsOfEveryLanguage();
    setPlan(planItemImport(parseCsv(await file.text()), byId, words, catalog.defaultMarkupPercent));
  };
  const apply = useMutationOnce({
    mutationFn: () =>
      dataProvider.bulkUpdateCatalogItems(
        catalog.id,
        plan!.changes.map((change) => change.update),
      ),
    onSuccess: (result) => {
      notify('resources.partner-admin/catalogs.import.done', {
        type: 'success',
        messageArgs: { smart_count: result.updated },
      });
      refresh();
      onClose();
    },
  });
  const belowCost = plan?.changes.filter((change) => change.sellPrice <= change.item.basePrice) ?? [];
  const refusedCount = plan?.refused.length ?? 0;
  const changeCount = plan?.changes.length ?? 0;
  const applyAll = (validOnly: boolean) => {
    if (!validOnly && refusedCount > 0) return;
    if (belowCost.length > 0) setAsking(true);
    else apply.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>{translate('resources.partner-admin/catalogs.import.title', { name: catalog.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.partner-admin/catalogs.import.explain')}
        </Typography>
        {items.isPending ? (
          <LinearProgress />
        ) : (
          <Button variant="outlined" component="label" startIcon={<UploadIcon />}>
            {translate(
              fileName
                ? 'resources.partner-admin/catalogs.import.other_file'
                : 'resources.partner-admin/catalogs.import.choose',
            )}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void read(file);
                event.target.value = '';
              }}
            />
          </Button>
        )}
        {fileName && <Typography sx={{ mt: 1 }}>{fileName}</Typography>}
        {plan?.missingColumn && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('resources.partner-admin/catalogs.import.missing_column', { column: plan.missingColumn })}
          </Alert>
        )}
        {plan && !plan.missingColumn && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Typography>
              {translate('resources.partner-admin/catalogs.import.summary', {
                changes: formatCount(changeCount),
                refused: formatCount(refusedCount),
                unchanged: formatCount(plan.unchanged),
              })}
            </Typography>
            {plan.refused.length > 0 && (
              <Alert severity="error">
                {translate('resources.partner-admin/catalogs.import.refused', { smart_count: refusedCount })}
                <ul>
                  {plan.refused.slice(0, previewLines).map((refusal) => (
                    <li key={refusal.line}>
                      {translate('resources.partner-admin/catalogs.import.line', { line: refusal.line })}{' '}
                      {translate(`resources.partner-admin/catalogs.import.reasons.${refusal.key}`, refusal.args)}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            <NotAppliedColumns plan={plan} />
            {belowCost.length > 0 && (
              <Alert severity="warning">
                {translate('resources.partner-admin/catalogs.import.below_cost', { smart_count: belowCost.length })}
              </Alert>
            )}
            <ul aria-label={translate('resources.partner-admin/catalogs.import.changes')}>
              {plan.changes.slice(0, previewLines).map((change) => (
                <li key={change.line}>
                  {translate('resources.partner-admin/catalogs.import.change_of', {
                    product: change.item.productName,
                    term: describeTerm(change.item),
                  })}{' '}
                  {formatMoney(change.item.effectivePrice, change.item.currency)} →{' '}
                  <strong>{formatMoney(change.sellPrice, change.item.currency)}</strong>
                  {change.notes.map(
                    (note) => ` · ${translate(`resources.partner-admin/catalogs.import.notes.${note}`)}`,
                  )}
                  {change.update.isVisible !== undefined &&
                    ` · ${translate(change.update.isVisible ? 'resources.partner-admin/catalogs.import.shown' : 'resources.partner-admin/catalogs.import.hidden')}`}
                  {change.update.position !== undefined && ` · ${field('position')} ${change.update.position}`}
                  {belowCost.includes(change) && (
                    <Typography component="span" variant="inherit" color="warning.main" sx={{ fontWeight: 500 }}>
                      {` · ${translate('resources.partner-admin/catalogs.import.notes.below_cost')}`}
                    </Typography>
                  )}
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </DialogContent>
      {apply.error && <ErrorAlert error={apply.error} sx={{ mx: 3 }} />}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {/* One way on: rows that cannot be applied leave only "the valid rows only", never beside a greyed twin. */}
        {refusedCount > 0 && changeCount > 0 ? (
          <Button variant="contained" disabled={apply.isPending} onClick={() => applyAll(true)}>
            {translate('resources.partner-admin/catalogs.import.apply_valid', { smart_count: changeCount })}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!plan || changeCount === 0 || refusedCount > 0 || apply.isPending}
            onClick={() => applyAll(false)}
          >
            {changeCount === 0
              ? translate('resources.partner-admin/catalogs.import.apply_none')
              : translate('resources.partner-admin/catalogs.import.apply', { smart_count: changeCount })}
          </Button>
        )}
      </DialogActions>
      <Confirm
        isOpen={asking}
        title={translate('resources.partner-admin/catalogs.import.below_cost_title')}
        content={translate('resources.partner-admin/catalogs.import.below_cost', { smart_count: belowCost.length })}
        confirm="resources.partner-admin/catalogs.bulk.below_cost_confirm"
        confirmColor="warning"
        ConfirmIcon={WarningAmberIcon}
        onConfirm={() => {
          setAsking(false);
          apply.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}

/** The export's columns the file changed that are not applied, and the columns the import does not know. */
function NotAppliedColumns({ plan }: { plan: ImportPlan }) {
  const translate = useTranslate();
  const shownLines = 5;
  const onLines = (lines: number[]) =>
    translate('resources.partner-admin/catalogs.import.on_lines', {
      smart_count: lines.length,
      lines: lines.slice(0, shownLines).join(', ') + (lines.length > shownLines ? ', …' : ''),
    });
  if (plan.notApplied.length === 0 && plan.unknownColumns.length === 0) return null;
  return (
    <Alert severity="info">
      {plan.notApplied.length > 0 && (
        <Typography variant="body2">
          {translate('resources.partner-admin/catalogs.import.not_applied', {
            columns: plan.notApplied.map(({ column, lines }) => `${column} (${onLines(lines)})`).join(', '),
          })}
        </Typography>
      )}
      {plan.unknownColumns.length > 0 && (
        <Typography variant="body2">
          {translate('resources.partner-admin/catalogs.import.unknown_columns', {
            columns: plan.unknownColumns.join(', '),
          })}
        </Typography>
      )}
    </Alert>
  );
}
