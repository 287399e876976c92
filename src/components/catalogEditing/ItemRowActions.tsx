import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  Labeled,
  RecordContextProvider,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import { changedFields, type AppDataProvider } from '../../providers/dataProvider';
import { MoneyField } from '../Money';
import { effectivePriceOf } from './bulkChanges';
import { ItemMargin, useDescribeTerm } from './ItemFields';
import { itemsResource } from '../partnerPaths';
import { EditDeleteActions } from '../EditDeleteActions';
import { ErrorAlert } from '../ErrorAlert';

/** One item's edit and remove buttons, in its row. */
export function ItemRowActions({ catalog }: { catalog: PartnerCatalog }) {
  const item = useRecordContext<CatalogItem>();
  const translate = useTranslate();
  const describeTerm = useDescribeTerm();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!item) return null;
  return (
    <EditDeleteActions
      renderEdit={(close) => <EditItemDialog catalog={catalog} item={item} onClose={close} />}
      remove={() => dataProvider.delete(itemsResource(catalog.id), { id: item.id, previousData: item })}
      deleteLabel="resources.partner-admin/catalogs.items.remove"
      confirmTitle={translate('resources.partner-admin/catalogs.items.remove_title', {
        name: `${item.productName} (${describeTerm(item)})`,
      })}
      confirmContent="resources.partner-admin/catalogs.items.remove_content"
      deletedMessage="resources.partner-admin/catalogs.items.removed"
    />
  );
}

type ItemForm = { markupPercent: string; priceOverride: string; isVisible: boolean; position: string };
const asText = (value: number | null) => (value == null ? '' : String(value));
const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** PUT .../items/{itemId} with only what changed. */
function EditItemDialog({
  catalog,
  item,
  onClose,
}: {
  catalog: PartnerCatalog;
  item: CatalogItem;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeTerm = useDescribeTerm();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [askingBelowCost, setAskingBelowCost] = useState(false);
  const [form, setForm] = useState<ItemForm>({
    markupPercent: asText(item.markupPercent),
    priceOverride: asText(item.priceOverride),
    isVisible: item.isVisible,
    position: String(item.position),
  });
  const save = useMutation({
    mutationFn: () => {
      const next = {
        markupPercent: asNumber(form.markupPercent),
        priceOverride: asNumber(form.priceOverride),
        isVisible: form.isVisible,
        position: asNumber(form.position) ?? item.position,
      };
      const previous = {
        markupPercent: item.markupPercent,
        priceOverride: item.priceOverride,
        isVisible: item.isVisible,
        position: item.position,
      };
      return dataProvider.update(itemsResource(catalog.id), {
        id: item.id,
        data: changedFields(next, previous),
        previousData: previous,
      });
    },
    onSuccess: () => {
      notify('resources.partner-admin/catalogs.items.saved', { type: 'success' });
      refresh();
      onClose();
    },
  });
  const markup = asNumber(form.markupPercent);
  const fixed = asNumber(form.priceOverride);
  const both = markup !== null && fixed !== null;
  const invalid = {
    markupPercent: markup !== null && (!Number.isFinite(markup) || markup < -100 || markup > 1000),
    priceOverride: fixed !== null && (!Number.isFinite(fixed) || fixed < 0),
    position: !Number.isInteger(asNumber(form.position) ?? 0) || (asNumber(form.position) ?? 0) < 0,
  };
  const hasError = both || Object.values(invalid).some(Boolean);
  const sellPrice = effectivePriceOf(
    { ...item, markupPercent: markup, priceOverride: fixed },
    catalog.defaultMarkupPercent,
  );
  const isBelowCost = !hasError && sellPrice <= item.basePrice;
  const helper = {
    markupPercent: invalid.markupPercent
      ? 'resources.partner-admin/catalogs.bulk.invalid_markup'
      : both
        ? 'resources.partner-admin/catalogs.items.not_both'
        : null,
    priceOverride: invalid.priceOverride
      ? 'resources.partner-admin/catalogs.bulk.invalid_fixed'
      : both
        ? 'resources.partner-admin/catalogs.items.not_both'
        : null,
    position: invalid.position ? 'resources.partner-admin/catalogs.bulk.invalid_position' : null,
  };
  const field = (name: 'markupPercent' | 'priceOverride' | 'position') => (
    <TextField
      label={translate(`resources.partner-admin/catalogs.items.fields.${name}`)}
      type="number"
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={helper[name] !== null}
      helperText={
        helper[name]
          ? translate(helper[name])
          : name === 'markupPercent' && form.markupPercent.trim() === ''
            ? translate('resources.partner-admin/catalogs.items.default_markup', {
                percent: catalog.defaultMarkupPercent,
              })
            : undefined
      }
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {translate('resources.partner-admin/catalogs.items.edit_one', {
          name: `${item.productName} (${describeTerm(item)})`,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <RecordContextProvider value={{ ...item, effectivePrice: sellPrice }}>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Labeled label="resources.partner-admin/catalogs.items.fields.basePrice">
                <MoneyField source="basePrice" />
              </Labeled>
              <Labeled label="resources.partner-admin/catalogs.items.fields.effectivePrice">
                <MoneyField source="effectivePrice" />
              </Labeled>
              <Labeled label="resources.partner-admin/catalogs.items.fields.margin">
                <ItemMargin />
              </Labeled>
            </Stack>
          </RecordContextProvider>
          {field('markupPercent')}
          {field('priceOverride')}
          {field('position')}
          <FormControlLabel
            control={
              <Checkbox
                checked={form.isVisible}
                onChange={(event) => setForm({ ...form, isVisible: event.target.checked })}
              />
            }
            label={translate('resources.partner-admin/catalogs.items.fields.isVisible')}
          />
          {isBelowCost && (
            <Alert severity="warning">{translate('resources.partner-admin/catalogs.items.below_cost')}</Alert>
          )}
          {save.error && <ErrorAlert error={save.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={hasError || save.isPending}
          onClick={() => (isBelowCost ? setAskingBelowCost(true) : save.mutate())}
        >
          {translate('ra.action.save')}
        </MuiButton>
      </DialogActions>
      <Confirm
        isOpen={askingBelowCost}
        title="resources.partner-admin/catalogs.bulk.below_cost_title"
        content="resources.partner-admin/catalogs.items.below_cost_content"
        confirm="resources.partner-admin/catalogs.bulk.below_cost_confirm"
        confirmColor="warning"
        ConfirmIcon={WarningAmberIcon}
        onConfirm={() => {
          setAskingBelowCost(false);
          save.mutate();
        }}
        onClose={() => setAskingBelowCost(false)}
      />
    </Dialog>
  );
}
