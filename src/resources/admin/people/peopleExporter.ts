// The people directory as CSV: every person its filters match, the columns on screen (the name and the email apart),
// headed and worded in the portal's language.
import type { PersonRow } from '../../../../common/api';
import { formatCsvDate, useCsvExporter, type CsvColumn } from '../../../components/csv';

const field = (name: string) => `resources.admin/people.fields.${name}`;

export const peopleColumns: CsvColumn<PersonRow>[] = [
  { header: field('name'), value: (person) => person.name },
  { header: field('email'), value: (person) => person.email },
  {
    header: field('globalRole'),
    value: (person, { translate }) => translate(`resources.admin/people.global_roles.${person.globalRole}`),
  },
  { header: field('companyCount'), value: (person) => person.companyCount },
  {
    header: field('isDisabled'),
    value: (person, { translate }) =>
      translate(person.isDisabled ? 'resources.admin/people.disabled' : 'resources.admin/people.active'),
  },
  { header: field('lastSignInAt'), value: (person, { locale }) => formatCsvDate(person.lastSignInAt, locale) },
  { header: field('accessEndsAt'), value: (person, { locale }) => formatCsvDate(person.accessEndsAt, locale) },
  { header: field('createdAt'), value: (person, { locale }) => formatCsvDate(person.createdAt, locale) },
];

/** For `<ExportCsvButton>`: downloads people.csv (personnes.csv in French). */
export const usePeopleExporter = () => useCsvExporter('resources.admin/people.export.file', peopleColumns);
