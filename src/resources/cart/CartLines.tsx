import DeleteIcon from '@mui/icons-material/Delete';
import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from '../Money';
import { totalsOf, type CartLine } from './cartStore';

type CartLinesProps = {
  lines: CartLine[];
  /** Given: quantities can change and lines be removed; else the lines are read only. */
  onQuantity?: (priceSheetId: number, quantity: number) => void;
  onRemove?: (priceSheetId: number) => void;
};

/** The cart's lines with their prices, and the totals per billing frequency. */
export function CartLines({ lines, onQuantity, onRemove }: CartLinesProps) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const t = (key: string, options = {}) => translate(`resources.cart.${key}`, options);
  const offerOf = (line: CartLine) =>
    `${translate(`resources.subscriptions.terms.${line.term}`, { _: line.term })} · ${translate(
      `resources.subscriptions.frequencies.${line.billingFrequency}`,
      { _: line.billingFrequency },
    )}`;
  return (
    <Stack spacing={2}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.product')}</TableCell>
            <TableCell>{t('fields.offer')}</TableCell>
            <TableCell align="right">{t('fields.quantity')}</TableCell>
            <TableCell align="right">{t('fields.unitPrice')}</TableCell>
            <TableCell align="right">{t('fields.lineTotal')}</TableCell>
            {onRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.priceSheetId}>
              <TableCell>{line.productName}</TableCell>
              <TableCell>{offerOf(line)}</TableCell>
              <TableCell align="right">
                {onQuantity ? (
                  <TextField
                    type="number"
                    size="small"
                    sx={{ width: 110 }}
                    value={line.quantity}
                    error={line.quantity < line.minQuantity || line.quantity > line.maxQuantity}
                    slotProps={{
                      htmlInput: {
                        min: line.minQuantity,
                        max: line.maxQuantity,
                        'aria-label': `${t('fields.quantity')} ${line.productName}`,
                      },
                    }}
                    onChange={(event) => {
                      const quantity = Number(event.target.value);
                      if (Number.isInteger(quantity) && quantity > 0) onQuantity(line.priceSheetId, quantity);
                    }}
                  />
                ) : (
                  line.quantity
                )}
              </TableCell>
              <TableCell align="right">{formatMoney(line.unitPrice, line.currency)}</TableCell>
              <TableCell align="right">{formatMoney(line.unitPrice * line.quantity, line.currency)}</TableCell>
              {onRemove && (
                <TableCell>
                  <IconButton
                    aria-label={t('remove', { product: line.productName })}
                    onClick={() => onRemove(line.priceSheetId)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div>
        <Typography variant="subtitle1" component="h2">
          {t('totals')}
        </Typography>
        {totalsOf(lines).map((total) => (
          <Typography key={`${total.billingFrequency}-${total.currency}`}>
            {t('total_per', {
              frequency: translate(`resources.subscriptions.frequencies.${total.billingFrequency}`, {
                _: total.billingFrequency,
              }),
              total: formatMoney(total.total, total.currency),
            })}
          </Typography>
        ))}
      </div>
    </Stack>
  );
}

/** Whether every line's quantity is within its product's bounds. */
export const areLinesValid = (lines: CartLine[]) =>
  lines.length > 0 && lines.every((line) => line.quantity >= line.minQuantity && line.quantity <= line.maxQuantity);
