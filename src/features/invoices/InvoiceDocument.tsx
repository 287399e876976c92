import { Alert, Box, Divider, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayField,
  DataTable,
  Labeled,
  Link,
  RecordContextProvider,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { Invoice, InvoiceDetail, InvoiceLine } from '../../../common/api';
import { formatCountry, formatMoney } from '../../../common/format';
import { useIsPhone } from '../../hooks/useIsPhone';
import { MoneyField, useFormatCount } from '../../components/Money';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { useInvoiceWords } from './useInvoiceWords';

/** An invoice as a page holds it: the list's row until its detail (parties, lines) arrives. */
export type InvoiceRecord = Invoice & Partial<Pick<InvoiceDetail, 'seller' | 'buyer' | 'lines' | 'taxLines'>>;

type InvoiceDocumentProps = {
  invoice: InvoiceRecord;
  /** Where another invoice of the company opens (the one a credit note corrects, its credit notes). */
  invoicePath: (id: number) => string;
  /** The credit notes correcting this invoice. */
  creditNotes?: { id: number; number: string | null }[];
  /** Where a line's subscription opens, and the event that caused it; none: the line names no link. */
  subscriptionPath?: (subscriptionId: number, eventId: number | null) => string;
  /** The page's buttons (downloads, the partner's actions), under the title. */
  actions?: ReactNode;
};

/**
 * An invoice or a credit note as its PDF reads, on a screen: its facts, the seller and the buyer, its lines (each
 * opening the subscription and the event that caused it), the tax lines and totals, and the legal mention of its tax
 * treatment in words.
 */
export function InvoiceDocument({
  invoice,
  invoicePath,
  creditNotes,
  subscriptionPath,
  actions,
}: InvoiceDocumentProps) {
  const translate = useTranslate();
  const words = useInvoiceWords();
  const kind = translate(`resources.invoices.kinds.${invoice.kind}`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {invoice.number
            ? translate('resources.invoices.title', { kind, number: invoice.number })
            : translate(`resources.invoices.draft_title.${invoice.kind}`)}
        </Typography>
        <InvoiceStatusChip status={invoice.status} />
      </Stack>
      {actions}
      <RecordContextProvider value={invoice}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Labeled label="resources.invoices.fields.issuedOn">
            <Typography variant="body2">{words.day(invoice.issuedOn)}</Typography>
          </Labeled>
          <Labeled label="resources.invoices.fields.dueOn">
            <Typography variant="body2">{words.day(invoice.dueOn)}</Typography>
          </Labeled>
          <Labeled label="resources.invoices.fields.period">
            <Typography variant="body2">{words.month(invoice.period)}</Typography>
          </Labeled>
          <Labeled label="resources.invoices.fields.poNumber">
            <TextField source="poNumber" emptyText="—" />
          </Labeled>
          <Labeled label="resources.invoices.fields.billingProfileName">
            <TextField source="billingProfileName" emptyText="—" />
          </Labeled>
          <Labeled label="resources.invoices.fields.total">
            <MoneyField source="total" />
          </Labeled>
        </Stack>
      </RecordContextProvider>
      {invoice.creditFor && (
        <Typography>
          <Link to={invoicePath(invoice.creditFor.id)}>
            {translate('resources.invoices.corrects', { number: invoice.creditFor.number ?? '' })}
          </Link>
        </Typography>
      )}
      {creditNotes && creditNotes.length > 0 && (
        <Typography>
          {translate('resources.invoices.corrected_by', { smart_count: creditNotes.length })}{' '}
          {creditNotes.map((note, index) => (
            <span key={note.id}>
              {index > 0 && ', '}
              <Link to={invoicePath(note.id)}>{note.number ?? `#${note.id}`}</Link>
            </span>
          ))}
        </Typography>
      )}
      {invoice.seller && invoice.buyer ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Party title="resources.invoices.seller" party={invoice.seller} />
          <Party title="resources.invoices.buyer" party={invoice.buyer} />
        </Stack>
      ) : null}
      <Typography variant="h6" component="h2">
        {translate('resources.invoices.lines')}
      </Typography>
      {invoice.lines && invoice.taxLines ? (
        <>
          <InvoiceLines invoice={invoice} lines={invoice.lines} subscriptionPath={subscriptionPath} />
          <Totals invoice={invoice} taxLines={invoice.taxLines} />
          <TaxMention invoice={invoice} />
        </>
      ) : (
        <LinearProgress aria-label={translate('resources.invoices.lines')} />
      )}
    </Stack>
  );
}

function Party({ title, party }: { title: string; party: InvoiceDetail['seller'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ flex: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="overline" component="h2" color="text.secondary">
        {translate(title)}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{party.name}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {party.address}
      </Typography>
      {/* The country's name, as the PDF writes it: "France", not "FR". */}
      <Typography variant="body2">{formatCountry(party.country, locale)}</Typography>
      {party.vatId && (
        <Typography variant="body2">{translate('resources.invoices.vat_id', { vatId: party.vatId })}</Typography>
      )}
    </Box>
  );
}

type LineRow = InvoiceLine & { currency: string };

/** The lines: a table on a desk, a block a line on a phone. */
function InvoiceLines({
  invoice,
  lines,
  subscriptionPath,
}: {
  invoice: InvoiceRecord;
  lines: InvoiceLine[];
  subscriptionPath?: InvoiceDocumentProps['subscriptionPath'];
}) {
  const translate = useTranslate();
  const words = useInvoiceWords();
  const isPhone = useIsPhone();
  const formatCount = useFormatCount();
  const rows: LineRow[] = lines.map((line) => ({ ...line, currency: invoice.currency }));
  if (rows.length === 0)
    return <Typography color="text.secondary">{translate('resources.invoices.no_lines')}</Typography>;
  const description = (line: LineRow) => <LineDescription line={line} subscriptionPath={subscriptionPath} />;
  const period = (line: LineRow) => words.period(line.periodStart, line.periodEnd);
  if (isPhone)
    return (
      <Stack divider={<Divider flexItem />} spacing={1}>
        {rows.map((line) => (
          <RecordContextProvider key={line.id} value={line}>
            <Stack spacing={0.5}>
              <Typography component="div" sx={{ fontWeight: 500 }}>
                {description(line)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {period(line)}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">
                  {formatCount(line.quantity)} × <MoneyField source="unitPrice" unitPrice />
                </Typography>
                <MoneyField source="amount" />
              </Stack>
            </Stack>
          </RecordContextProvider>
        ))}
      </Stack>
    );
  return (
    <RecordContextProvider value={{ id: 'lines', lines: rows }}>
      <ArrayField source="lines">
        <DataTable resource="invoice-lines" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="description" label="resources.invoices.fields.description" render={description} />
          <DataTable.Col source="periodStart" label="resources.invoices.fields.linePeriod" render={period} />
          <DataTable.NumberCol source="quantity" label="resources.invoices.fields.quantity" />
          <DataTable.Col source="unitPrice" label="resources.invoices.fields.unitPrice" align="right">
            <MoneyField source="unitPrice" unitPrice />
          </DataTable.Col>
          <DataTable.Col source="amount" label="resources.invoices.fields.amount" align="right">
            <MoneyField source="amount" />
          </DataTable.Col>
        </DataTable>
      </ArrayField>
    </RecordContextProvider>
  );
}

/** A line's words, opening its subscription and, below, the event in its history that caused it. */
function LineDescription({
  line,
  subscriptionPath,
}: {
  line: LineRow;
  subscriptionPath?: InvoiceDocumentProps['subscriptionPath'];
}) {
  const translate = useTranslate();
  if (!subscriptionPath || line.subscriptionId === null) return <>{line.description}</>;
  return (
    <>
      <Link
        to={subscriptionPath(line.subscriptionId, null)}
        title={translate('resources.invoices.open_subscription', { description: line.description })}
      >
        {line.description}
      </Link>
      {line.eventId !== null && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          <MuiLink
            component={Link}
            to={subscriptionPath(line.subscriptionId, line.eventId)}
            color="text.secondary"
            aria-label={translate('resources.invoices.open_event', { description: line.description })}
          >
            {translate('resources.invoices.event')}
          </MuiLink>
        </Typography>
      )}
    </>
  );
}

/** Total excl. tax, a line per tax rate, total incl. tax, right-aligned under the lines. */
function Totals({ invoice, taxLines }: { invoice: InvoiceRecord; taxLines: InvoiceDetail['taxLines'] }) {
  const translate = useTranslate();
  const words = useInvoiceWords();
  const [locale] = useLocaleState();
  const money = (amount: string) => formatMoney(amount, invoice.currency, locale);
  const rows: [string, string, boolean][] = [
    [translate('resources.invoices.subtotal'), money(invoice.subtotal), false],
    ...taxLines.map((tax): [string, string, boolean] => [
      translate('resources.invoices.tax_line', { rate: words.rate(tax.ratePercent), base: money(tax.base) }),
      money(tax.amount),
      false,
    ]),
    [translate('resources.invoices.total'), money(invoice.total), true],
  ];
  return (
    <Box component="dl" sx={{ alignSelf: { sm: 'flex-end' }, minWidth: { sm: 320 }, m: 0 }}>
      {rows.map(([label, amount, isTotal]) => (
        <Stack
          key={label}
          direction="row"
          spacing={2}
          sx={{
            justifyContent: 'space-between',
            py: 0.5,
            ...(isTotal && { borderTop: 1, borderColor: 'divider', fontWeight: 700 }),
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 'inherit', fontVariantNumeric: 'tabular-nums' }}>
            {amount}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/** Reverse charge and exemption say so in words, as the PDF does. */
function TaxMention({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  if (invoice.taxTreatment === 'domestic') return null;
  return <Alert severity="info">{translate(`resources.invoices.${invoice.taxTreatment}`)}</Alert>;
}
