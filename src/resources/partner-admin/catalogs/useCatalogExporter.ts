// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language. Every row the filters match, not only the page.
import type { PartnerCatalog } from '../../../../common/api';
import { csvYesNo, formatCsvDate, useCsvExporter } from '../../../components/csv';

export const useCatalogExporter = () =>
  useCsvExporter<PartnerCatalog>('resources.partner-admin/catalogs.export.file', [
    { header: 'resources.partner-admin/catalogs.fields.name', value: (catalog) => catalog.name },
    { header: 'resources.partner-admin/catalogs.fields.description', value: (catalog) => catalog.description },
    {
      header: 'resources.partner-admin/catalogs.fields.defaultMarkupPercent',
      value: (catalog) => catalog.defaultMarkupPercent,
    },
    {
      header: 'resources.partner-admin/catalogs.fields.isActive',
      value: (catalog, { translate }) => csvYesNo(catalog.isActive, translate),
    },
    { header: 'resources.partner-admin/catalogs.fields.itemCount', value: (catalog) => catalog.itemCount },
    {
      header: 'resources.partner-admin/catalogs.fields.assignedCompanyCount',
      value: (catalog) => catalog.assignedCompanyCount,
    },
    {
      header: 'resources.partner-admin/catalogs.fields.updatedAt',
      value: (catalog, { locale }) => formatCsvDate(catalog.updatedAt, locale),
    },
  ]);
