import {
  Box,
  Button as MuiButton,
  Checkbox,
  LinearProgress,
  MenuItem,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { PartnerProduct } from '../../../common/api';
import { terms } from '../../../common/domain';
import { useIsPhone } from '../../hooks/useIsPhone';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFormatMoney } from '../../components/Money';
import { useDescribeTerm } from './ItemFields';
import { HiddenColumnLabel } from '../../components/HiddenColumnLabel';
import { useMutationOnce } from '../../components/useMutationOnce';

type PriceSheet = PartnerProduct['priceSheets'][number];
/** The price sheets chosen, each with its cost (for the below-cost question), whichever page it was chosen on. */
export type ChosenSheets = ReadonlyMap<number, number>;

const perPage = 25;
const words = 'resources.partner-admin/catalogs.add_items';

type PickerProps = {
  /** The sheets the catalog already has: marked, and never chosen again. */
  held: ReadonlySet<number>;
  chosen: ChosenSheets;
  onChange: Dispatch<SetStateAction<ChosenSheets>>;
};

/**
 * The partner's price sheets, searched by product, publisher and term, a page at a time, each with a checkbox; or
 * every sheet that matches at once. A table of checkboxes over sheets found across pages: react-admin's list
 * selection holds one list's ids on one resource, these are the rows of another resource's nested arrays.
 */
export function PriceSheetPicker({ held, chosen, onChange }: PickerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isPhone = useIsPhone();
  const describeTerm = useDescribeTerm();
  const formatMoney = useFormatMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [q, setQ] = useState('');
  const [publisher, setPublisher] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const filter = { ...(q ? { q } : {}), ...(publisher ? { publisher } : {}), ...(term ? { term } : {}) };
  const products = useGetList<PartnerProduct>('partner-admin/products', {
    pagination: { page, perPage },
    sort: { field: 'name', order: 'ASC' },
    filter,
  });
  const sheetsOf = (found: PartnerProduct[]) =>
    found.flatMap((product) => product.priceSheets.filter((sheet) => !term || sheet.term === term));
  const choose = (sheets: PriceSheet[]) =>
    onChange((previous) => new Map([...previous, ...sheets.map((sheet) => [sheet.id, sheet.unitPrice] as const)]));
  const chooseAll = useMutationOnce({
    mutationFn: async () =>
      (
        await dataProvider.getList<PartnerProduct>('partner-admin/products', {
          pagination: { page: 1, perPage: 100_000 },
          sort: { field: 'name', order: 'ASC' },
          filter,
        })
      ).data,
    onSuccess: (found) => choose(sheetsOf(found).filter((sheet) => !held.has(sheet.id))),
  });
  const toggle = (sheet: PriceSheet) => {
    if (!chosen.has(sheet.id)) return choose([sheet]);
    onChange((previous) => new Map([...previous].filter(([id]) => id !== sheet.id)));
  };
  // One row on a desk (the theme's inputs are full-width), each its own on a phone.
  const filterInput = (label: string, value: string, set: (value: string) => void) => ({
    fullWidth: false,
    label: translate(`${words}.${label}`),
    value,
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value);
      setPage(1);
    },
  });
  const total = products.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <>
      <Box sx={{ display: 'flex', columnGap: 2, my: 1, flexWrap: 'wrap' }}>
        <TextField type="search" {...filterInput('search', q, setQ)} sx={{ flex: '2 1 240px' }} />
        <TextField {...filterInput('publisher', publisher, setPublisher)} sx={{ flex: '1 1 160px' }} />
        <TextField select {...filterInput('term', term, setTerm)} sx={{ flex: '1 1 120px' }}>
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
      {products.data?.length === 0 && <Typography>{translate(`${words}.no_products`)}</Typography>}
      {!!products.data?.length && (
        <Table size="small" aria-label={translate(`${words}.pick`)}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <HiddenColumnLabel name="select" />
              </TableCell>
              <TableCell>{translate(`${words}.product`)}</TableCell>
              {!isPhone && <TableCell>{translate(`${words}.sku`)}</TableCell>}
              {!isPhone && <TableCell>{translate(`${words}.term`)}</TableCell>}
              <TableCell align="right">{translate(`${words}.price`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.data.flatMap((product) =>
              sheetsOf([product]).map((sheet) => (
                <TableRow
                  key={sheet.id}
                  hover={!held.has(sheet.id)}
                  onClick={() => !held.has(sheet.id) && toggle(sheet)}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.has(sheet.id) || held.has(sheet.id)}
                      disabled={held.has(sheet.id)}
                      slotProps={{ input: { 'aria-label': `${product.name} ${describeTerm(sheet)}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    {product.name}
                    {held.has(sheet.id) && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate(`${words}.in_catalog`)}
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
        {total > 0 && (
          <MuiButton size="small" disabled={chooseAll.isPending} onClick={() => chooseAll.mutate()}>
            {translate(`${words}.choose_all`, { smart_count: total, count: total.toLocaleString(locale) })}
          </MuiButton>
        )}
        {chosen.size > 0 && (
          <MuiButton size="small" onClick={() => onChange(new Map())}>
            {translate(`${words}.clear`)}
          </MuiButton>
        )}
        {chooseAll.isPending && <LinearProgress sx={{ flexBasis: '100%' }} />}
        {chooseAll.error && <ErrorAlert error={chooseAll.error} />}
      </Box>
    </>
  );
}
