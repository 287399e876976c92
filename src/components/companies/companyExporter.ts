// The companies list as CSV (support's and the partner's): the columns on screen, in the portal's language.
import type { CompanySummary } from '../../../common/api';
import { formatCsvDate, useCsvExporter, type CsvColumn } from '../csv';

type Words = Parameters<CsvColumn<unknown>['value']>[1];
const answer = (value: boolean, translate: Words['translate']) =>
  translate(value ? 'ra.boolean.true' : 'ra.boolean.false');

export const companyColumns: CsvColumn<CompanySummary>[] = [
  { header: 'pages.admin.companies.fields.name', value: (company) => company.name },
  { header: 'pages.admin.companies.fields.domain', value: (company) => company.domain },
  { header: 'partner.customers.fields.tenantId', value: (company) => company.tenantId },
  {
    header: 'pages.admin.companies.fields.isActive',
    value: (company, { translate }) => answer(company.isActive, translate),
  },
  { header: 'pages.admin.companies.fields.userCount', value: (company) => company.userCount },
  { header: 'pages.admin.companies.fields.subscriptionCount', value: (company) => company.subscriptionCount },
  {
    header: 'pages.admin.companies.fields.createdAt',
    value: (company, { locale }) => formatCsvDate(company.createdAt, locale),
  },
];
export const useCompanyExporter = () => useCsvExporter('partner.exports.companies', companyColumns);
