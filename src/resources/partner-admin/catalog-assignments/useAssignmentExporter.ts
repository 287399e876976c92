// As CSV: the columns on screen (and what a spreadsheet needs beside them: ids, currency), headed and worded in the
// portal's language. Every row the filters match, not only the page.
import type { CatalogAssignment } from '../../../../common/api';
import { formatCsvDate, useCsvExporter } from '../../../components/csv';

export const useAssignmentExporter = () =>
  useCsvExporter<CatalogAssignment>('resources.partner-admin/catalog-assignments.export.file', [
    {
      header: 'resources.partner-admin/catalog-assignments.fields.companyId',
      value: (assignment) => assignment.companyName,
    },
    {
      header: 'resources.partner-admin/catalog-assignments.fields.catalogId',
      value: (assignment) => assignment.catalogName,
    },
    {
      header: 'resources.partner-admin/catalog-assignments.fields.billingProfileId',
      value: (assignment) => assignment.billingProfileName,
    },
    {
      header: 'resources.partner-admin/catalog-assignments.fields.validFrom',
      value: (assignment, { locale }) => formatCsvDate(assignment.validFrom, locale),
    },
    {
      header: 'resources.partner-admin/catalog-assignments.fields.validTo',
      value: (assignment, { locale }) => formatCsvDate(assignment.validTo, locale),
    },
  ]);
