import { Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ArrayField, DataTable, RecordContextProvider, useTranslate } from 'react-admin';
import type { OrderDetail } from '../../common/api';
import { useIsPhone } from '../hooks/useIsPhone';
import { MoneyField, useFormatCount } from './Money';

type OrderLine = OrderDetail['lines'][number] & { currency: string };

/**
 * An order's lines: a table on a desk, one block per line on a phone. `productOf` shows a line's product (a link
 * where the reader can open what the line made).
 */
export function OrderLines({ lines, productOf }: { lines: OrderLine[]; productOf: (line: OrderLine) => ReactNode }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const formatCount = useFormatCount();
  const term = (line: OrderLine) => translate(`resources.subscriptions.terms.${line.term}`, { _: line.term });
  const frequency = (line: OrderLine) =>
    translate(`resources.subscriptions.frequencies.${line.billingFrequency}`, { _: line.billingFrequency });
  if (isPhone)
    return (
      <Stack divider={<Divider flexItem />} spacing={1}>
        {lines.map((line) => (
          <RecordContextProvider key={line.id} value={line}>
            <Stack spacing={0.5}>
              <Typography sx={{ fontWeight: 500 }}>{productOf(line)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {term(line)} · {frequency(line)}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">
                  {formatCount(line.quantity)} × <MoneyField source="unitPrice" />
                </Typography>
                <MoneyField source="lineTotal" />
              </Stack>
            </Stack>
          </RecordContextProvider>
        ))}
      </Stack>
    );
  return (
    <RecordContextProvider value={{ id: 'lines', lines }}>
      <ArrayField source="lines">
        <DataTable resource="order-lines" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="productName" label="resources.orders.fields.productName" render={productOf} />
          <DataTable.Col source="term" label="resources.orders.fields.term" render={term} />
          <DataTable.Col
            source="billingFrequency"
            label="resources.orders.fields.billingFrequency"
            render={frequency}
          />
          <DataTable.NumberCol source="quantity" label="resources.orders.fields.quantity" />
          <DataTable.Col source="unitPrice" label="resources.orders.fields.unitPrice" align="right">
            <MoneyField source="unitPrice" />
          </DataTable.Col>
          <DataTable.Col source="lineTotal" label="resources.orders.fields.lineTotal" align="right">
            <MoneyField source="lineTotal" />
          </DataTable.Col>
        </DataTable>
      </ArrayField>
    </RecordContextProvider>
  );
}
