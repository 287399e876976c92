import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  EditBase,
  Form,
  Labeled,
  NumberInput,
  RecordContextProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import { itemChangesSchema } from '../../../common/api/partner-catalogs';
import { MoneyField, useFormatPercent } from '../../components/Money';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useZodResolver } from '../../components/useZodResolver';
import { SaveButtonAskingFirst } from '../../components/SaveButtonAskingFirst';
import { LabeledButton } from '../../components/LabeledButton';
import { itemsResource } from '../../components/partnerPaths';
import { effectivePriceOf } from './bulkChanges';
import { ItemMargin, useDescribeTerm } from './ItemFields';

/**
 * What PUT .../items/{itemId} takes, the row's other fields left aside (stripped, where the API's body refuses them);
 * a markup and a fixed price together are refused beside both, by the contract's rule.
 */
const itemFormSchema = itemChangesSchema.strip();

type DialogProps = { catalog: PartnerCatalog; item: CatalogItem; onClose: () => void };

/**
 * One item's markup, fixed price, position and visibility: PUT .../items/{itemId} with only what changed (the data
 * provider's `update` keeps the fields that differ from the row). Refused, the dialog stays open with the reason.
 */
export function EditItemDialog({ catalog, item, onClose }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeTerm = useDescribeTerm();
  const [refusal, setRefusal] = useState<unknown>(null);
  const resolver = useZodResolver(itemFormSchema);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <EditBase<CatalogItem>
        resource={itemsResource(catalog.id)}
        id={item.id}
        mutationMode="pessimistic"
        redirect={false}
        // The row is the record: the API has no GET for one item, and a fetch would only show the same values late.
        queryOptions={{ enabled: false, initialData: item, gcTime: 0 }}
        mutationOptions={{
          onMutate: () => setRefusal(null),
          onSuccess: () => {
            notify('resources.partner-admin/catalogs.items.saved', { type: 'success' });
            refresh();
            onClose();
          },
          onError: setRefusal,
        }}
      >
        <Form resolver={resolver} mode="onChange">
          <DialogTitle>
            {translate('resources.partner-admin/catalogs.items.edit_one', {
              name: `${item.productName} (${describeTerm(item)})`,
            })}
          </DialogTitle>
          <DialogContent>
            <ItemInputs catalog={catalog} item={item} />
            {refusal != null && <ErrorAlert error={refusal} />}
          </DialogContent>
          <DialogActions>
            <LabeledButton label="ra.action.cancel" size="medium" onClick={onClose} />
            <ItemSaveButton catalog={catalog} item={item} />
          </DialogActions>
        </Form>
      </EditBase>
    </Dialog>
  );
}

/** The sell price the form's markup and fixed price give, by the server's rule. */
function useSellPrice(catalog: PartnerCatalog, item: CatalogItem) {
  const [markupPercent, priceOverride] = useWatch({ name: ['markupPercent', 'priceOverride'] }) as [
    number | null,
    number | null,
  ];
  return effectivePriceOf({ ...item, markupPercent, priceOverride }, catalog.defaultMarkupPercent);
}

/** Whether the form, as filled, would sell the item at zero or below its cost. */
function useIsBelowCost(catalog: PartnerCatalog, item: CatalogItem) {
  const { isValid } = useFormState();
  const sellPrice = useSellPrice(catalog, item);
  return isValid && sellPrice <= item.basePrice;
}

const label = (field: string) => `resources.partner-admin/catalogs.items.fields.${field}`;

function ItemInputs({ catalog, item }: Pick<DialogProps, 'catalog' | 'item'>) {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const sellPrice = useSellPrice(catalog, item);
  const isBelowCost = useIsBelowCost(catalog, item);
  const markupPercent = useWatch({ name: 'markupPercent' }) as number | null;
  useCheckedTogether(['markupPercent', 'priceOverride']);
  return (
    <Stack sx={{ mt: 1 }}>
      <RecordContextProvider value={{ ...item, effectivePrice: sellPrice }}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Labeled label={label('basePrice')}>
            <MoneyField source="basePrice" />
          </Labeled>
          <Labeled label={label('effectivePrice')}>
            <MoneyField source="effectivePrice" />
          </Labeled>
          <Labeled label={label('margin')}>
            <ItemMargin />
          </Labeled>
        </Stack>
      </RecordContextProvider>
      <NumberInput
        source="markupPercent"
        label={label('markupPercent')}
        helperText={
          markupPercent == null
            ? translate('resources.partner-admin/catalogs.items.default_markup', {
                percent: formatPercent(catalog.defaultMarkupPercent),
              })
            : false
        }
      />
      <NumberInput source="priceOverride" label={label('priceOverride')} helperText={false} />
      <NumberInput source="position" label={label('position')} helperText={false} />
      <BooleanInput source="isVisible" label={label('isVisible')} helperText={false} />
      {isBelowCost && (
        <Alert severity="warning">{translate('resources.partner-admin/catalogs.items.below_cost')}</Alert>
      )}
    </Stack>
  );
}

/**
 * Fields one rule spans ("not both"): a change to either checks them all again, not only the one changed; and at
 * the opening, so a row that already breaks the rule says so before anything is typed.
 */
function useCheckedTogether(names: string[]) {
  const { trigger } = useFormContext();
  const values = JSON.stringify(useWatch({ name: names }));
  useEffect(() => {
    // A tick later: at the opening, react-admin's <Form> resets itself to the record after this effect, errors too.
    const timer = setTimeout(() => void trigger(names));
    return () => clearTimeout(timer);
    // The names are a constant; the values say when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, trigger]);
}

/** Saves; a price at zero or below the cost is asked about first. */
function ItemSaveButton({ catalog, item }: Pick<DialogProps, 'catalog' | 'item'>) {
  const { isValid } = useFormState();
  const isBelowCost = useIsBelowCost(catalog, item);
  return (
    <SaveButtonAskingFirst
      mustAsk={isBelowCost}
      disabled={!isValid}
      title="resources.partner-admin/catalogs.bulk.below_cost_title"
      content="resources.partner-admin/catalogs.items.below_cost_content"
      confirm="resources.partner-admin/catalogs.bulk.below_cost_confirm"
      confirmColor="warning"
      ConfirmIcon={WarningAmberIcon}
    />
  );
}
