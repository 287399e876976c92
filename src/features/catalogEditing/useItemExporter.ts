// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language, numbers written as its spreadsheets read them. Every row the filters match, not only the page.
import type { CatalogItem, PartnerCatalog } from '../../../common/api';
import { csvAmount, type CsvColumn, csvNumber, csvYesNo, useCsvExporter } from '../../components/csv';

/** A catalog's items; the import reads this file back (by its item id column), so its columns are its contract. */
export const itemColumns: CsvColumn<CatalogItem>[] = [
  { header: 'resources.partner-admin/catalogs.items.fields.id', value: (item) => item.id },
  { header: 'resources.partner-admin/catalogs.items.fields.productName', value: (item) => item.productName },
  { header: 'resources.partner-admin/catalogs.items.fields.publisher', value: (item) => item.publisher },
  {
    header: 'resources.partner-admin/catalogs.items.fields.term',
    value: (item, { translate }) => translate(`resources.subscriptions.terms.${item.term}`, { _: item.term }),
  },
  {
    header: 'resources.partner-admin/catalogs.items.fields.billingFrequency',
    value: (item, { translate }) =>
      translate(`resources.subscriptions.frequencies.${item.billingFrequency}`, { _: item.billingFrequency }),
  },
  { header: 'resources.subscriptions.fields.currency', value: (item) => item.currency },
  {
    header: 'resources.partner-admin/catalogs.items.fields.basePrice',
    value: (item, { locale }) => csvAmount(item.basePrice, locale),
  },
  {
    header: 'resources.partner-admin/catalogs.items.fields.markupPercent',
    value: (item, { locale }) => csvNumber(item.markupPercent, locale),
  },
  {
    header: 'resources.partner-admin/catalogs.items.fields.priceOverride',
    value: (item, { locale }) => csvAmount(item.priceOverride, locale),
  },
  {
    header: 'resources.partner-admin/catalogs.items.fields.effectivePrice',
    value: (item, { locale }) => csvAmount(item.effectivePrice, locale),
  },
  {
    header: 'resources.partner-admin/catalogs.items.fields.margin',
    value: (item, { locale }) => csvAmount(item.effectivePrice - item.basePrice, locale),
  },
  {
    header: 'resources.partner-admin/catalogs.items.fields.isVisible',
    value: (item, { translate }) => csvYesNo(item.isVisible, translate),
  },
  { header: 'resources.partner-admin/catalogs.items.fields.position', value: (item) => item.position },
];
export const useItemExporter = (catalog: PartnerCatalog) => useCsvExporter(catalog.name, itemColumns);
