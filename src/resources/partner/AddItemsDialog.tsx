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
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { PartnerCatalog, partnerProductSchema } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { AddItemsRequest, AddItemsResult } from '../../providers/partnerCalls';
import { useIsPhone } from '../../layout/useIsPhone';
import { ErrorAlert } from '../ErrorAlert';
import { useFormatMoney } from '../Money';
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
      <LabeledButton label="partner.items.add" onClick={() => setOpen(true)}>
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
  const [pricing, setPricing] = useState<Pricing>('default');
  const [amount, setAmount] = useState('');
  const [isVisible, setIsVisible] = useState(true);
  const filter = { ...(q ? { q } : {}), ...(publisher ? { publisher } : {}), ...(term ? { term } : {}) };
  const products = useGetList<PartnerProduct>('partner-admin/products', {
    pagination: { page, perPage },
    sort: { field: 'name', order: 'ASC' },
    filter,
  });
  const add = useMutation<AddItemsResult, Error, AddItemsRequest>({
    mutationFn: (body) => dataProvider.addCatalogItems(catalog.id, body),
    onSuccess: () => {
      setChosen(new Set());
      refresh();
      onAdded?.();
    },
  });
  const number = amount.trim() === '' ? NaN : Number(amount);
  const priceIsValid = pricing === 'default' || Number.isFinite(number);
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    add.mutate({
      price_sheet_ids: [...chosen],
      isVisible,
      ...(pricing === 'markup' ? { markupPercent: number } : {}),
      ...(pricing === 'fixed' ? { priceOverride: number } : {}),
    });
  const pages = Math.max(1, Math.ceil((products.total ?? 0) / perPage));
  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="md" fullWidth fullScreen={isPhone}>
      <DialogTitle>{translate('partner.add_items.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, my: 1, flexWrap: 'wrap' }}>
          <TextField
            label={translate('partner.add_items.search')}
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
          <TextField
            label={translate('partner.add_items.publisher')}
            value={publisher}
            onChange={(event) => {
              setPublisher(event.target.value);
              setPage(1);
            }}
          />
          <TextField
            select
            label={translate('partner.add_items.term')}
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
        {products.data?.length === 0 && <Typography>{translate('partner.add_items.no_products')}</Typography>}
        {!!products.data?.length && (
          <Table size="small" aria-label={translate('partner.add_items.pick')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{translate('partner.add_items.product')}</TableCell>
                {!isPhone && <TableCell>{translate('partner.add_items.sku')}</TableCell>}
                {!isPhone && <TableCell>{translate('partner.add_items.term')}</TableCell>}
                <TableCell align="right">{translate('partner.add_items.price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.data.flatMap((product) =>
                product.priceSheets
                  .filter((sheet) => !term || sheet.term === term)
                  .map((sheet) => (
                    <TableRow key={sheet.id} hover onClick={() => toggle(sheet.id)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={chosen.has(sheet.id)}
                          slotProps={{
                            input: { 'aria-label': `${product.name} ${describeTerm(sheet)}` },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        {product.name}
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
        {pages > 1 && (
          <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ my: 1 }} />
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('partner.add_items.pricing')}
        </Typography>
        <RadioGroup row value={pricing} onChange={(event) => setPricing(event.target.value as Pricing)}>
          <FormControlLabel
            value="default"
            control={<Radio />}
            label={translate('partner.add_items.pricing_default')}
          />
          <FormControlLabel value="markup" control={<Radio />} label={translate('partner.add_items.pricing_markup')} />
          <FormControlLabel value="fixed" control={<Radio />} label={translate('partner.add_items.pricing_fixed')} />
        </RadioGroup>
        {pricing !== 'default' && (
          <TextField
            label={translate(pricing === 'markup' ? 'partner.add_items.markup' : 'partner.add_items.fixed_price')}
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={isVisible} onChange={(event) => setIsVisible(event.target.checked)} />}
          label={translate('partner.add_items.visible')}
          sx={{ display: 'block' }}
        />
      </DialogContent>
      {/* Outside the scrolling content: the answer shows where the eye is, by the buttons. */}
      <Box sx={{ px: 3 }}>
        {add.data && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('partner.add_items.result', {
              added: add.data.added,
              already: add.data.alreadyInCatalog.length,
            })}
          </Alert>
        )}
        {add.error && <ErrorAlert error={add.error} />}
      </Box>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography role="status" sx={{ mr: 'auto', pl: 1 }}>
          {translate('partner.add_items.chosen', { smart_count: chosen.size })}
        </Typography>
        <MuiButton onClick={onClose} disabled={add.isPending}>
          {translate(add.data ? 'partner.common.close' : 'partner.common.cancel')}
        </MuiButton>
        <MuiButton variant="contained" disabled={chosen.size === 0 || !priceIsValid || add.isPending} onClick={submit}>
          {translate('partner.add_items.submit', { smart_count: chosen.size })}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
