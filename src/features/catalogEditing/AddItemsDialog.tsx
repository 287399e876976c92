import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMutationOnce } from '../../components/useMutationOnce';
import { useState } from 'react';
import { Confirm, Form, useDataProvider, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { AddItemsRequest, AddItemsResult, PartnerCatalog } from '../../../common/api';
import { useIsPhone } from '../../hooks/useIsPhone';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useZodResolver } from '../../components/useZodResolver';
import { LabeledButton } from '../../components/LabeledButton';
import { AddItemsPricing, defaultPricing, pricingSchema, useCountBelowCost, type Pricing } from './AddItemsPricing';
import { allItemsKey } from './ImportItemsDialog';
import { PriceSheetPicker, type ChosenSheets } from './PriceSheetPicker';

const words = 'resources.partner-admin/catalogs.add_items';

/** Opens the price-sheet picker for a catalog. */
export function AddItemsButton({ catalog, onAdded }: { catalog: PartnerCatalog; onAdded?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LabeledButton label="resources.partner-admin/catalogs.items.add" onClick={() => setOpen(true)}>
        <AddIcon />
      </LabeledButton>
      {open && <AddItemsDialog catalog={catalog} onClose={() => setOpen(false)} onAdded={onAdded} />}
    </>
  );
}

type DialogProps = { catalog: PartnerCatalog; onClose: () => void; onAdded?: () => void };

/**
 * Many price sheets picked (search, publisher, term), one price and visibility for all of them: ONE POST. Not a
 * `<CreateBase>`: it creates many items from a choice, not one record from its fields; the price is react-admin's
 * `<Form>`, checked by the API's own schema.
 */
export function AddItemsDialog({ catalog, onClose, onAdded }: DialogProps) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chosen, setChosen] = useState<ChosenSheets>(new Map());
  const resolver = useZodResolver(pricingSchema);
  const inCatalog = useQuery({
    queryKey: allItemsKey(catalog.id),
    queryFn: () => dataProvider.getAllCatalogItems(catalog.id, {}),
    select: (items) => new Set(items.map((item) => item.priceSheetId)),
  });
  const held = inCatalog.data ?? new Set<number>();
  const add = useMutationOnce<AddItemsResult, Error, AddItemsRequest>({
    mutationFn: (body) => dataProvider.addCatalogItems(catalog.id, body),
    onSuccess: () => {
      setChosen(new Map());
      refresh();
      onAdded?.();
    },
  });
  const submit = ({ pricing: _choice, ...price }: Pricing) =>
    add.mutate({ price_sheet_ids: [...chosen.keys()].filter((id) => !held.has(id)), ...price });
  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      fullScreen={isPhone}
      // The form holds the title, the content and the buttons: a column, so the content alone scrolls.
      sx={{ '& .add-items-form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } }}
    >
      <Form
        className="add-items-form"
        record={{}}
        defaultValues={defaultPricing}
        resolver={resolver}
        mode="onChange"
        onSubmit={(values: FieldValues) => submit(values as Pricing)}
      >
        <DialogTitle>{translate(`${words}.title`)}</DialogTitle>
        <DialogContent>
          <PriceSheetPicker held={held} chosen={chosen} onChange={setChosen} />
          <AddItemsPricing />
        </DialogContent>
        <AddItemsFooter catalog={catalog} chosen={chosen} add={add} onSubmit={submit} onClose={onClose} />
      </Form>
    </Dialog>
  );
}

type FooterProps = {
  catalog: PartnerCatalog;
  chosen: ChosenSheets;
  add: { data?: AddItemsResult; error: Error | null; isPending: boolean };
  onSubmit: (pricing: Pricing) => void;
  onClose: () => void;
};

/** The answer, the below-cost warning, how many are chosen and the buttons; a sale at or below cost is asked first. */
function AddItemsFooter({ catalog, chosen, add, onSubmit, onClose }: FooterProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { handleSubmit } = useFormContext();
  const { isValid } = useFormState();
  const belowCost = useCountBelowCost(catalog, chosen);
  const [asking, setAsking] = useState(false);
  const formatCount = (count: number) => count.toLocaleString(locale);
  const submit = handleSubmit((values) => onSubmit(values as Pricing));
  const belowCostWords = translate(`${words}.below_cost`, { smart_count: belowCost, count: formatCount(belowCost) });
  return (
    <>
      {/* Outside the scrolling content: the answer shows where the eye is, by the buttons. */}
      <Box sx={{ px: 3 }}>
        {add.data && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate(`${words}.result`, {
              added: formatCount(add.data.added),
              already: formatCount(add.data.alreadyInCatalog.length),
            })}
          </Alert>
        )}
        {add.error && <ErrorAlert error={add.error} />}
        {belowCost > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {belowCostWords}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography role="status" sx={{ mr: 'auto', pl: 1 }}>
          {translate(`${words}.chosen`, { smart_count: chosen.size, count: formatCount(chosen.size) })}
        </Typography>
        <MuiButton onClick={onClose} disabled={add.isPending}>
          {translate(add.data ? 'ra.action.close' : 'ra.action.cancel')}
        </MuiButton>
        <MuiButton
          variant="contained"
          disabled={chosen.size === 0 || !isValid || add.isPending}
          onClick={() => (belowCost > 0 ? setAsking(true) : void submit())}
        >
          {translate(`${words}.submit`, { smart_count: chosen.size, count: formatCount(chosen.size) })}
        </MuiButton>
      </DialogActions>
      <Confirm
        isOpen={asking}
        title={translate('resources.partner-admin/catalogs.import.below_cost_title')}
        content={belowCostWords}
        confirm="resources.partner-admin/catalogs.bulk.below_cost_confirm"
        confirmColor="warning"
        ConfirmIcon={WarningAmberIcon}
        onConfirm={() => {
          setAsking(false);
          void submit();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
