// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language. Every row the filters match, not only the page.
import type { PartnerCatalog } from '../../../../common/api';
import { csvYesNo, formatCsvDate, useCsvExporter } from '../../../components/csv';

export const useCatalogExporter = () =>
  useCsvExporter<PartnerCatalog>('partner.exports.catalogs', [
    { header: 'partner.catalogs.fields.name', value: (catalog) => catalog.name },
    { header: 'partner.catalogs.fields.description', value: (catalog) => catalog.description },
    { header: 'partner.catalogs.fields.defaultMarkupPercent', value: (catalog) => catalog.defaultMarkupPercent },
    {
      header: 'partner.catalogs.fields.isActive',
      value: (catalog, { translate }) => csvYesNo(catalog.isActive, translate),
    },
    { header: 'partner.catalogs.fields.itemCount', value: (catalog) => catalog.itemCount },
    { header: 'partner.catalogs.fields.assignedCompanyCount', value: (catalog) => catalog.assignedCompanyCount },
    {
      header: 'partner.catalogs.fields.updatedAt',
      value: (catalog, { locale }) => formatCsvDate(catalog.updatedAt, locale),
    },
  ]);
