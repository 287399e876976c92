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
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import { changedFields, type AppDataProvider } from '../../providers/dataProvider';
import { itemsResource } from './paths';
import { EditDeleteActions } from './EditDeleteActions';

/** One item's edit and remove buttons, in its row. */
export function ItemRowActions({ catalog }: { catalog: PartnerCatalog }) {
  const item = useRecordContext<CatalogItem>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!item) return null;
  return (
    <EditDeleteActions
      renderEdit={(close) => <EditItemDialog catalog={catalog} item={item} onClose={close} />}
      remove={() => dataProvider.delete(itemsResource(catalog.id), { id: item.id, previousData: item })}
      deleteLabel="partner.items.remove"
      confirmTitle={translate('partner.items.remove_title', { name: item.productName })}
      confirmContent="partner.items.remove_content"
      deletedMessage="partner.items.removed"
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
  const dataProvider = useDataProvider<AppDataProvider>();
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
      notify('partner.items.saved', { type: 'success' });
      refresh();
      onClose();
    },
  });
  const field = (name: 'markupPercent' | 'priceOverride' | 'position') => (
    <TextField
      label={translate(`partner.items.fields.${name}`)}
      type="number"
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{translate('partner.items.edit_one', { name: `${item.productName} (${item.term})` })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
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
            label={translate('partner.items.fields.isVisible')}
          />
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('partner.common.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {translate('partner.common.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
