import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Pagination,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useGetList, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { PartnerCatalog, partnerProductSchema } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { AddItemsRequest, AddItemsResult } from '../../../common/api';
import { useIsPhone } from '../../layout/useIsPhone';
import { ErrorAlert } from '../ErrorAlert';
import { useFormatMoney } from '../Money';
import { allItemsKey } from './ImportItemsDialog';
import { effectivePriceOf, isMarkupPercent, isPrice, readAmount } from './bulkChanges';
import { useDescribeTerm } from './ItemFields';
import { LabeledButton } from '../LabeledButton';

type PartnerProduct = z.infer<typeof partnerProductSchema>;
type Pricing = 'default' | 'markup' | 'fixed';
const perPage = 25;
const terms = ['P1M', 'P1Y', 'P3Y'];

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

/** Pick many price sheets (search, publisher, term), one price and visibility for all; ONE POST. */
export function AddItemsDialog({ catalog, onClose, onAdded }: DialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isPhone = useIsPhone();
  const describeTerm = useDescribeTerm();
  const formatMoney = useFormatMoney();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [q, setQ] = useState('');
  const [publisher, setPublisher] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  // The cost of every sheet chosen, whichever page it was chosen on, for the below-cost question.
  const costs = useRef(new Map<number, number>());
  const [asking, setAsking] = useState(false);
  const [pricing, setPricing] = useState<Pricing>('default');
  const [amount, setAmount] = useState('');
  const [isVisible, setIsVisible] = useState(true);
  const filter = { ...(q ? { q } : {}), ...(publisher ? { publisher } : {}), ...(term ? { term } : {}) };
  const products = useGetList<PartnerProduct>('partner-admin/products', {
    pagination: { page, perPage },
    sort: { field: 'name', order: 'ASC' },
    filter,
  });
  // The sheets the catalog already has: marked, and never chosen again.
  const inCatalog = useQuery({
    queryKey: allItemsKey(catalog.id),
    queryFn: () => dataProvider.getAllCatalogItems(catalog.id, {}),
    select: (items) => new Set(items.map((item) => item.priceSheetId)),
  });
  const held = inCatalog.data ?? new Set<number>();
  const sheetsOf = (found: PartnerProduct[]) =>
    found.flatMap((product) => product.priceSheets.filter((sheet) => !term || sheet.term === term));
  const chooseAll = useMutation({
    mutationFn: async () =>
      (
        await dataProvider.getList<PartnerProduct>('partner-admin/products', {
          pagination: { page: 1, perPage: 100_000 },
          sort: { field: 'name', order: 'ASC' },
          filter,
        })
      ).data,
    onSuccess: (found) => {
      const sheets = sheetsOf(found).filter((sheet) => !held.has(sheet.id));
      sheets.forEach((sheet) => costs.current.set(sheet.id, sheet.unitPrice));
      setChosen((previous) => new Set([...previous, ...sheets.map((sheet) => sheet.id)]));
    },
  });
  const add = useMutation<AddItemsResult, Error, AddItemsRequest>({
    mutationFn: (body) => dataProvider.addCatalogItems(catalog.id, body),
    onSuccess: () => {
      setChosen(new Set());
      refresh();
      onAdded?.();
    },
  });
  const number = readAmount(amount);
  const amountError =
    pricing === 'default' || amount.trim() === ''
      ? null
      : pricing === 'markup'
        ? isMarkupPercent(number)
          ? null
          : translate('resources.partner-admin/catalogs.add_items.invalid_markup')
        : isPrice(number)
          ? null
          : translate('resources.partner-admin/catalogs.add_items.invalid_price');
  const priceIsValid = pricing === 'default' || (Number.isFinite(number) && amountError === null);
  // What each chosen sheet would sell at, against its cost: zero or below is asked about first.
  const belowCost = [...chosen].filter((id) => {
    const cost = costs.current.get(id) ?? 0;
    const price = effectivePriceOf(
      {
        basePrice: cost,
        markupPercent: pricing === 'markup' ? number : null,
        priceOverride: pricing === 'fixed' ? number : null,
      },
      catalog.defaultMarkupPercent,
    );
    return Number.isFinite(price) && price <= cost;
  }).length;
  const toggle = (id: number, cost: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else {
        next.add(id);
        costs.current.set(id, cost);
      }
      return next;
    });
  const formatCount = (count: number) => count.toLocaleString(locale);
  const submit = () =>
    add.mutate({
      price_sheet_ids: [...chosen].filter((id) => !held.has(id)),
      isVisible,
      ...(pricing === 'markup' ? { markupPercent: number } : {}),
      ...(pricing === 'fixed' ? { priceOverride: number } : {}),
    });
  const pages = Math.max(1, Math.ceil((products.total ?? 0) / perPage));
  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="md" fullWidth fullScreen={isPhone}>
      <DialogTitle>{translate('resources.partner-admin/catalogs.add_items.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, my: 1, flexWrap: 'wrap' }}>
          <TextField
            label={translate('resources.partner-admin/catalogs.add_items.search')}
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
          <TextField
            label={translate('resources.partner-admin/catalogs.add_items.publisher')}
            value={publisher}
            onChange={(event) => {
              setPublisher(event.target.value);
              setPage(1);
            }}
          />
          <TextField
            select
            label={translate('resources.partner-admin/catalogs.add_items.term')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setPage(1);
            }}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="">{translate('partner.common.all')}</MenuItem>
            {terms.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`resources.subscriptions.terms.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {products.isPending && <LinearProgress />}
        {products.error && <ErrorAlert error={products.error} />}
        {products.data?.length === 0 && (
          <Typography>{translate('resources.partner-admin/catalogs.add_items.no_products')}</Typography>
        )}
        {!!products.data?.length && (
          <Table size="small" aria-label={translate('resources.partner-admin/catalogs.add_items.pick')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{translate('resources.partner-admin/catalogs.add_items.product')}</TableCell>
                {!isPhone && <TableCell>{translate('resources.partner-admin/catalogs.add_items.sku')}</TableCell>}
                {!isPhone && <TableCell>{translate('resources.partner-admin/catalogs.add_items.term')}</TableCell>}
                <TableCell align="right">{translate('resources.partner-admin/catalogs.add_items.price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.data.flatMap((product) =>
                product.priceSheets
                  .filter((sheet) => !term || sheet.term === term)
                  .map((sheet) => (
                    <TableRow
                      key={sheet.id}
                      hover={!held.has(sheet.id)}
                      onClick={() => !held.has(sheet.id) && toggle(sheet.id, sheet.unitPrice)}
                    >
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={chosen.has(sheet.id) || held.has(sheet.id)}
                          disabled={held.has(sheet.id)}
                          slotProps={{
                            input: { 'aria-label': `${product.name} ${describeTerm(sheet)}` },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        {product.name}
                        {held.has(sheet.id) && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {translate('resources.partner-admin/catalogs.add_items.in_catalog')}
                          </Typography>
                        )}
                        {isPhone && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {describeTerm(sheet)} · {product.sku}
                          </Typography>
                        )}
                      </TableCell>
                      {!isPhone && <TableCell>{product.sku}</TableCell>}
                      {!isPhone && <TableCell>{describeTerm(sheet)}</TableCell>}
                      <TableCell align="right">{formatMoney(sheet.unitPrice, sheet.currency)}</TableCell>
                    </TableRow>
                  )),
              )}
            </TableBody>
          </Table>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />}
          {(products.total ?? 0) > 0 && (
            <MuiButton size="small" disabled={chooseAll.isPending} onClick={() => chooseAll.mutate()}>
              {translate('resources.partner-admin/catalogs.add_items.choose_all', {
                smart_count: products.total ?? 0,
                count: formatCount(products.total ?? 0),
              })}
            </MuiButton>
          )}
          {chosen.size > 0 && (
            <MuiButton size="small" onClick={() => setChosen(new Set())}>
              {translate('resources.partner-admin/catalogs.add_items.clear')}
            </MuiButton>
          )}
          {chooseAll.isPending && <LinearProgress sx={{ flexBasis: '100%' }} />}
          {chooseAll.error && <ErrorAlert error={chooseAll.error} />}
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('resources.partner-admin/catalogs.add_items.pricing')}
        </Typography>
        <RadioGroup row value={pricing} onChange={(event) => setPricing(event.target.value as Pricing)}>
          <FormControlLabel
            value="default"
            control={<Radio />}
            label={translate('resources.partner-admin/catalogs.add_items.pricing_default')}
          />
          <FormControlLabel
            value="markup"
            control={<Radio />}
            label={translate('resources.partner-admin/catalogs.add_items.pricing_markup')}
          />
          <FormControlLabel
            value="fixed"
            control={<Radio />}
            label={translate('resources.partner-admin/catalogs.add_items.pricing_fixed')}
          />
        </RadioGroup>
        {pricing !== 'default' && (
          <TextField
            label={translate(
              pricing === 'markup'
                ? 'resources.partner-admin/catalogs.add_items.markup'
                : 'resources.partner-admin/catalogs.add_items.fixed_price',
            )}
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountError !== null}
            helperText={amountError ?? ' '}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={isVisible} onChange={(event) => setIsVisible(event.target.checked)} />}
          label={translate('resources.partner-admin/catalogs.add_items.visible')}
          sx={{ display: 'block' }}
        />
      </DialogContent>
      {/* Outside the scrolling content: the answer shows where the eye is, by the buttons. */}
      <Box sx={{ px: 3 }}>
        {add.data && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('resources.partner-admin/catalogs.add_items.result', {
              added: formatCount(add.data.added),
              already: formatCount(add.data.alreadyInCatalog.length),
            })}
          </Alert>
        )}
        {add.error && <ErrorAlert error={add.error} />}
        {belowCost > 0 && priceIsValid && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('resources.partner-admin/catalogs.add_items.below_cost', {
              smart_count: belowCost,
              count: formatCount(belowCost),
            })}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography role="status" sx={{ mr: 'auto', pl: 1 }}>
          {translate('resources.partner-admin/catalogs.add_items.chosen', {
            smart_count: chosen.size,
            count: formatCount(chosen.size),
          })}
        </Typography>
        <MuiButton onClick={onClose} disabled={add.isPending}>
          {translate(add.data ? 'ra.action.close' : 'ra.action.cancel')}
        </MuiButton>
        <MuiButton
          variant="contained"
          disabled={chosen.size === 0 || !priceIsValid || add.isPending}
          onClick={() => (belowCost > 0 ? setAsking(true) : submit())}
        >
          {translate('resources.partner-admin/catalogs.add_items.submit', {
            smart_count: chosen.size,
            count: formatCount(chosen.size),
          })}
        </MuiButton>
      </DialogActions>
      <Confirm
        isOpen={asking}
        title={translate('resources.partner-admin/catalogs.import.below_cost_title')}
        content={translate('resources.partner-admin/catalogs.add_items.below_cost', {
          smart_count: belowCost,
          count: formatCount(belowCost),
        })}
        confirm="resources.partner-admin/catalogs.bulk.below_cost_confirm"
        confirmColor="warning"
        ConfirmIcon={WarningAmberIcon}
        onConfirm={() => {
          setAsking(false);
          submit();
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}
