import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Divider,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { LabeledButton } from '../../components/LabeledButton';
import { useFormatCount, useFormatMoney } from '../../components/Money';
import { type PricedLine } from '../../providers/cartStore';
import { TotalsPerFrequency } from '../../components/TotalsPerFrequency';
import { useIsPhone } from '../../hooks/useIsPhone';
import { HiddenColumnLabel } from '../../components/HiddenColumnLabel';

type CartLinesProps = {
  lines: PricedLine[];
  /** Given: quantities can change and lines be removed; else the lines are read only. */
  onQuantity?: (priceSheetId: number, quantity: number) => void;
  onRemove?: (priceSheetId: number) => void;
};

/** The cart's lines with their prices and what each will do, and the totals per billing frequency. */
export function CartLines({ lines, onQuantity, onRemove }: CartLinesProps) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const isPhone = useIsPhone();
  const t = (key: string, options = {}) => translate(`resources.cart.${key}`, options);
  return (
    <Stack spacing={2}>
      {isPhone ? (
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {lines.map((line) => (
            <Stack key={line.priceSheetId} spacing={1}>
              <Typography sx={{ fontWeight: 500 }}>{line.productName}</Typography>
              <Typography variant="body2" color="text.secondary">
                <OfferText line={line} />
              </Typography>
              <LineOutcome line={line} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                {onQuantity ? <QuantityInput line={line} onQuantity={onQuantity} /> : line.quantity}
                <Box sx={{ textAlign: 'right' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('each', { price: formatMoney(line.unitPrice, line.currency) })}
                  </Typography>
                  <Typography sx={{ fontWeight: 500 }}>
                    {line.lineTotal === null ? '—' : formatMoney(line.lineTotal, line.currency)}
                  </Typography>
                </Box>
              </Stack>
              {onRemove && (
                <Box>
                  <LabeledButton
                    label="resources.cart.remove_short"
                    color="inherit"
                    onClick={() => onRemove(line.priceSheetId)}
                  >
                    <DeleteIcon />
                  </LabeledButton>
                </Box>
              )}
            </Stack>
          ))}
        </Stack>
      ) : (
        // Wider than the room beside the menu (200 % zoom), it scrolls on its own rather than cut its last columns.
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.product')}</TableCell>
                <TableCell>{t('fields.offer')}</TableCell>
                <TableCell align="right">{t('fields.quantity')}</TableCell>
                <TableCell align="right">{t('fields.unitPrice')}</TableCell>
                <TableCell align="right">{t('fields.lineTotal')}</TableCell>
                {onRemove && (
                  <TableCell>
                    <HiddenColumnLabel name="actions" />
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.priceSheetId}>
                  <TableCell>
                    {line.productName}
                    <LineOutcome line={line} />
                  </TableCell>
                  <TableCell>
                    <OfferText line={line} />
                  </TableCell>
                  <TableCell align="right">
                    {onQuantity ? <QuantityInput line={line} onQuantity={onQuantity} /> : line.quantity}
                  </TableCell>
                  <TableCell align="right">{formatMoney(line.unitPrice, line.currency)}</TableCell>
                  <TableCell align="right">
                    {line.lineTotal === null ? '—' : formatMoney(line.lineTotal, line.currency)}
                  </TableCell>
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
        </TableContainer>
      )}
      <div>
        <Typography variant="subtitle1" component="h2">
          {t('totals')}
        </Typography>
        <TotalsPerFrequency lines={lines} />
      </div>
    </Stack>
  );
}

function OfferText({ line }: { line: PricedLine }) {
  const translate = useTranslate();
  return (
    <>
      {translate(`resources.subscriptions.terms.${line.term}`, { _: line.term })} ·{' '}
      {translate(`resources.subscriptions.frequencies.${line.billingFrequency}`, { _: line.billingFrequency })}
    </>
  );
}

/** What the line will do once ordered: a new subscription, more seats on one the company holds, or nothing. */
function LineOutcome({ line }: { line: PricedLine }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const t = (key: string, options = {}) => translate(`resources.cart.${key}`, options);
  if (!line.isOffered) {
    return (
      <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
        {t('not_offered')}
      </Alert>
    );
  }
  if (!line.isQuoted) return null;
  const price = (amount: number) => formatMoney(amount, line.currency);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {line.heldSubscriptionId === null ? (
          t('makes_subscription')
        ) : (
          <Link to={`/subscriptions/${line.heldSubscriptionId}/show`}>
            {t('adds_seats', {
              smart_count: line.quantity,
              total: (line.heldQuantity ?? 0) + line.quantity,
            })}
          </Link>
        )}
      </Typography>
      {line.catalogUnitPrice !== line.unitPrice && (
        <Typography variant="body2" color="text.secondary">
          {t('locked_price', { price: price(line.unitPrice), catalog: price(line.catalogUnitPrice) })}
        </Typography>
      )}
      {/* A price that changed since the line was added: neither the price now nor the catalog's (seats joining a
          subscription cost its term's price, which the line above explains: added at the catalog's, it has not changed). */}
      {line.addedUnitPrice !== line.unitPrice && line.addedUnitPrice !== line.catalogUnitPrice && (
        <Typography variant="body2" color="warning.main" role="status">
          {t(line.unitPrice > line.addedUnitPrice ? 'price_up' : 'price_down', {
            before: price(line.addedUnitPrice),
            now: price(line.unitPrice),
          })}
        </Typography>
      )}
    </>
  );
}

function QuantityInput({
  line,
  onQuantity,
}: {
  line: PricedLine;
  onQuantity: (priceSheetId: number, quantity: number) => void;
}) {
  const translate = useTranslate();
  const formatCount = useFormatCount();
  const isPhone = useIsPhone();
  const t = (key: string, options = {}) => translate(`resources.cart.${key}`, options);
  return (
    <TextField
      type="number"
      size="small"
      sx={{ width: 120 }}
      // On a phone no column heads it: it says what it holds. On a desk its column does, and a filled field with no
      // label of its own centres its figure (else it sits low, under the room a label would take).
      label={isPhone ? t('fields.quantity') : undefined}
      hiddenLabel={!isPhone}
      value={Number.isFinite(line.quantity) ? line.quantity : ''}
      error={!line.isQuantityValid}
      helperText={
        line.isQuantityValid
          ? undefined
          : t('invalid_quantity', { min: formatCount(line.minQuantity), max: formatCount(line.maxQuantity) })
      }
      slotProps={{
        htmlInput: {
          min: line.minQuantity,
          max: line.maxQuantity,
          step: 1,
          'aria-label': `${t('fields.quantity')} ${line.productName}`,
        },
      }}
      onChange={(event) =>
        onQuantity(line.priceSheetId, event.target.value === '' ? Number.NaN : Number(event.target.value))
      }
    />
  );
}
