// The companies list as CSV (support's and the partner's): the columns on screen, in the portal's language; the
// headers are support's words for both (and the partner's tenant ID).
import type { CompanySummary } from '../../../common/api';
import { formatCsvDate, useCsvExporter, type CsvColumn } from '../../components/csv';

type Words = Parameters<CsvColumn<unknown>['value']>[1];
const answer = (value: boolean, translate: Words['translate']) =>
  translate(value ? 'ra.boolean.true' : 'ra.boolean.false');

export const companyColumns: CsvColumn<CompanySummary>[] = [
  { header: 'resources.admin/companies.fields.name', value: (company) => company.name },
  { header: 'resources.admin/companies.fields.domain', value: (company) => company.domain },
  { header: 'resources.partner-admin/companies.fields.tenantId', value: (company) => company.tenantId },
  {
    header: 'resources.admin/companies.fields.isActive',
    value: (company, { translate }) => answer(company.isActive, translate),
  },
  { header: 'resources.admin/companies.fields.userCount', value: (company) => company.userCount },
  { header: 'resources.admin/companies.fields.subscriptionCount', value: (company) => company.subscriptionCount },
  {
    header: 'resources.admin/companies.fields.createdAt',
    value: (company, { locale }) => formatCsvDate(company.createdAt, locale),
  },
];
/** The list of `resource` (support's or the partner's companies) as CSV, in a file named by that resource. */
export const useCompanyExporter = (resource: string) =>
  useCsvExporter(`resources.${resource}.export.file`, companyColumns);
