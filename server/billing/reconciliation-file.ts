// Microsoft's billed reconciliation rows (new commerce), read from Partner Center's API or from the file Partner Center
// exports, into one shape, with the subtotal recomputed by Microsoft's rule for licence-based charges (learn.microsoft.com,
// "How to read new commerce invoice reconciliation files": Subtotal = ROUNDDOWN(EffectiveUnitPrice ×
// PCToBCExchangeRate, 2) × BillableQuantity). The file comes as Excel writes it where the partner works: comma or
// semicolon separated, a decimal point or a decimal comma, dates as M/D/YYYY (Microsoft's), D/M/YYYY (a semicolon
// file: Excel in a decimal-comma language), D.M.YYYY or ISO.
import Big from 'big.js';
import { addDays, formatISO, parseISO } from 'date-fns';
import type { ReconciliationLineItem } from '../partner-center/shapes';
import { badRequest } from '../http/errors';

export type MicrosoftLine = {
  supplierSubscriptionId: string;
  customerTenantId: string;
  customerName: string;
  productName: string;
  chargeType: string;
  unitPrice: string;
  effectiveUnitPrice: string;
  billableQuantity: number;
  exchangeRate: string;
  subtotal: string;
  reportedSubtotal: string | null;
  currency: string;
  chargeStart: string;
  /** The day after the charge's last day. */
  chargeEnd: string;
  orderId: string | null;
  invoiceNumber: string | null;
};

/** Microsoft's licence-based subtotal: the effective unit price in the billing currency, rounded down, times seats. */
export function microsoftSubtotal(effectiveUnitPrice: Big | string, exchangeRate: Big | string, quantity: number) {
  return new Big(effectiveUnitPrice).times(exchangeRate).round(2, Big.roundDown).times(quantity).toFixed(2);
}

/** The unit price Microsoft charges for `days` of a billing period of `periodDays`: prorated, to 6 decimals. */
export function effectiveUnitPriceOf(unitPrice: Big | string, days: number, periodDays: number) {
  if (days === periodDays || periodDays <= 0) return new Big(unitPrice).round(6, Big.roundHalfUp);
  return new Big(unitPrice).times(days).div(periodDays).round(6, Big.roundHalfUp);
}

const nextDay = (day: string) => formatISO(addDays(parseISO(day), 1), { representation: 'date' });

class RowProblem extends Error {}

/** A number as written in the file: "1,234.56", "1.234,56", "12,5" or "-0.5"; `decimalComma` when the file says so. */
export function parseAmount(text: string, column: string, decimalComma: boolean): Big {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  let normal = compact;
  if (compact.includes('.') && compact.includes(',')) {
    normal =
      compact.lastIndexOf(',') > compact.lastIndexOf('.')
        ? compact.replace(/\./g, '').replace(',', '.')
        : compact.replace(/,/g, '');
  } else if (compact.includes(',')) {
    normal = decimalComma || /,\d{1,2}$|,\d{4,}$/.test(compact) ? compact.replace(',', '.') : compact.replace(/,/g, '');
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(normal)) {
    throw new RowProblem(`${column} “${text}” is not a number`);
  }
  return new Big(normal);
}

/** A date as written in the file, as a day (YYYY-MM-DD). */
export function parseDay(text: string, column: string, dayFirst: boolean): string {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  let year: number, month: number, dayOfMonth: number;
  if (iso) {
    [year, month, dayOfMonth] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const parts = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?:[ T].*)?$/.exec(trimmed);
    if (!parts) throw new RowProblem(`${column} “${text}” is not a date (write it 9/30/2026 or 2026-09-30)`);
    const [first, second] = [Number(parts[1]), Number(parts[3])];
    const isDayFirst = parts[2] === '.' || first > 12 || (dayFirst && second <= 12);
    [dayOfMonth, month] = isDayFirst ? [first, second] : [second, first];
    year = Number(parts[4]);
  }
  const day = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  const parsed = parseISO(day);
  if (Number.isNaN(parsed.getTime()) || formatISO(parsed, { representation: 'date' }) !== day) {
    throw new RowProblem(`${column} “${text}” is not a date`);
  }
  return day;
}

type Fields = {
  read: (column: string) => string | undefined;
  number: (column: string) => Big;
  day: (column: string) => string;
};

function lineOf({ read, number, day }: Fields): MicrosoftLine {
  const required = (column: string) => {
    const value = read(column)?.trim();
    if (!value) throw new RowProblem(`${column} is empty`);
    return value;
  };
  const quantity = number(read('BillableQuantity')?.trim() ? 'BillableQuantity' : 'Quantity');
  if (!quantity.eq(quantity.round(0))) {
    throw new RowProblem(`BillableQuantity ${quantity.toString()} is not a whole number of licences`);
  }
  const effectiveUnitPrice = number('EffectiveUnitPrice');
  const exchangeRate = read('PCToBCExchangeRate')?.trim() ? number('PCToBCExchangeRate') : new Big(1);
  const reported = read('Subtotal')?.trim() ? number('Subtotal') : null;
  const chargeStart = day('ChargeStartDate');
  const lastDay = day('ChargeEndDate');
  if (lastDay < chargeStart) throw new RowProblem('ChargeEndDate is before ChargeStartDate');
  return {
    supplierSubscriptionId: required('SubscriptionId').toLowerCase(),
    customerTenantId: required('CustomerId').toLowerCase(),
    customerName: read('CustomerName')?.trim() ?? '',
    productName: (read('ProductName') || read('SkuName') || read('SubscriptionDescription') || '').trim(),
    chargeType: required('ChargeType'),
    unitPrice: number('UnitPrice').toFixed(6),
    effectiveUnitPrice: effectiveUnitPrice.toFixed(6),
    billableQuantity: quantity.toNumber(),
    exchangeRate: exchangeRate.toFixed(9),
    subtotal: microsoftSubtotal(effectiveUnitPrice, exchangeRate, quantity.toNumber()),
    reportedSubtotal: reported ? reported.toFixed(2) : null,
    currency: required('Currency').toUpperCase(),
    chargeStart,
    chargeEnd: nextDay(lastDay),
    orderId: read('OrderId')?.trim() || null,
    invoiceNumber: read('InvoiceNumber')?.trim() || null,
  };
}

const dayOfIso = (value: string, column: string) => {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) throw new RowProblem(`${column} “${value}” is not a date`);
  return value.slice(0, 10);
};

/** Partner Center's billed line items (the API), as lines. */
export function linesFromPartnerCenter(items: ReconciliationLineItem[]): MicrosoftLine[] {
  return items.map((item, index) => {
    const record = item as Record<string, unknown>;
    const read = (column: string) => (record[column] === undefined ? undefined : String(record[column]));
    try {
      return lineOf({
        read,
        number: (column) => parseAmount(read(column) ?? '', column, false),
        day: (column) => dayOfIso(read(column) ?? '', column),
      });
    } catch (error) {
      if (error instanceof RowProblem) throw badRequest(`Partner Center’s line ${index + 1}: ${error.message}`);
      throw error;
    }
  });
}

/** The columns a file must have (the others Microsoft adds are read when known, ignored otherwise). */
const requiredColumns = [
  'CustomerId',
  'SubscriptionId',
  'ChargeType',
  'UnitPrice',
  'EffectiveUnitPrice',
  'ChargeStartDate',
  'ChargeEndDate',
  'Currency',
];

/** Splits a CSV text (RFC 4180 quotes) by `separator` into rows of fields. */
function splitCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else field += character;
    } else if (character === '"') quoted = true;
    else if (character === separator) {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (quoted) throw badRequest('The file ends inside a quoted field: it is cut off or not a CSV file');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/**
 * The reconciliation file Partner Center exports (new commerce, billed), as lines: its separator found from its
 * header (comma, semicolon or tab), its decimal mark from its separator and its numbers.
 */
export function linesFromCsv(content: string): MicrosoftLine[] {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [';', '\t', ','].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows = splitCsv(text, separator);
  if (rows.length === 0) throw badRequest('The file is empty');
  const header = rows[0]!.map((name) => name.trim().replace(/\s+/g, '').toLowerCase());
  const missing = requiredColumns.filter((column) => !header.includes(column.toLowerCase()));
  if (!header.includes('billablequantity') && !header.includes('quantity')) missing.push('BillableQuantity');
  if (missing.length > 0) {
    throw badRequest(
      `This is not Partner Center’s new-commerce reconciliation file: it has no column ${missing.join(', ')}`,
    );
  }
  if (rows.length === 1) throw badRequest('The file has its columns but no rows');
  // Excel in a language that writes decimals with a comma separates its fields with semicolons.
  const decimalComma = separator === ';';
  return rows.slice(1).map((cells, index) => {
    const read = (column: string) => {
      const position = header.indexOf(column.toLowerCase());
      return position < 0 ? undefined : cells[position];
    };
    try {
      return lineOf({
        read,
        number: (column) => parseAmount(read(column) ?? '', column, decimalComma),
        day: (column) => parseDay(read(column) ?? '', column, decimalComma),
      });
    } catch (error) {
      if (error instanceof RowProblem) throw badRequest(`Row ${index + 2} of the file: ${error.message}`);
      throw error;
    }
  });
}
