import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useListContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { PersonRow } from '../../../../common/api';
import { companyRoles } from '../../../../common/domain';
import { CountedPagination } from '../../../components/CountedPagination';
import { StatusChip } from '../../../features/companyAccess';
import { ListError } from '../../../components/ErrorAlert';
import { ListEmpty } from '../../../components/ListEmpty';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { DisablePersonButton } from './DisablePersonButton';
import { usePeopleExporter } from './peopleExporter';
import { PersonCompanies } from './PersonCompanies';
import { PersonDialog } from './PersonDialog';
import { RegisterPersonButton } from './RegisterPersonDialog';
import { SignOutPersonButton } from './SignOutPersonButton';
import { HiddenColumnLabel } from '../../../components/HiddenColumnLabel';
import { DetailsDataTableHead } from '../../../components/DetailsDataTableHead';
import { EmailText, PersonCell } from '../../../components/PersonCell';
import { oneLine, oneLineHeadings } from '../../../components/oneLine';

const words = (key: string) => `resources.admin/people.${key}`;
/** Nine columns at 1366 px: 12 px either side of a cell rather than 16 leave the names and emails 64 px more. */
const narrowGutters = { '& .MuiTableCell-root:not(.MuiTableCell-paddingNone)': { px: 1.5 } } as const;
const expiryWindows = [7, 30, 90];

/**
 * /admin/people: every person, a page at a time with the total; searched by name or email, filtered by company, role
 * in a company, status, never signed in and an access ending soon; exported as CSV; a person registered from here.
 */
export function PeopleList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const exporter = usePeopleExporter();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(words('search'))} />,
    // The company is searched on the server as one types: fine among 10,000.
    <ReferenceInput
      key="companyId"
      source="companyId"
      reference="admin/companies"
      sort={{ field: 'name', order: 'ASC' }}
      alwaysOn
    >
      <AutocompleteInput optionText="name" label={words('fields.companyId')} sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <SelectInput
      key="role"
      source="role"
      choices={companyRoles.map((role) => ({ id: role, name: `pages.admin.access.roles.${role}` }))}
    />,
    <NullableBooleanInput
      key="isDisabled"
      source="isDisabled"
      nullLabel={words('any')}
      trueLabel={words('disabled')}
      falseLabel={words('active')}
    />,
    <NullableBooleanInput
      key="neverSignedIn"
      source="neverSignedIn"
      nullLabel={words('any')}
      trueLabel={words('never_signed_in')}
      falseLabel={words('signed_in_once')}
    />,
    <SelectInput
      key="expiringWithinDays"
      source="expiringWithinDays"
      choices={expiryWindows.map((days) => ({ id: days, name: translate(words('days'), { smart_count: days }) }))}
    />,
  ];
  return (
    <List
      resource="admin/people"
      title={translate(words('title'))}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <RegisterPersonButton />
          <ExportCsvButton exporter={exporter} />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      pagination={<CountedPagination />}
      empty={false}
      error={<ListError />}
    >
      {isPhone ? <PeopleSimpleList /> : <PeopleTable />}
    </List>
  );
}

/**
 * On a desk: a row each; a click shows the person's companies. A row is one or two lines and the table fits its card at
 * 1366 px: headings, dates, numbers and the actions (icons, their words in tooltips) keep to one line, a role breaks
 * between its words only, and the email is what narrows (with its "…") when room runs short.
 */
function PeopleTable() {
  const translate = useTranslate();
  return (
    <DataTable<PersonRow>
      bulkActionButtons={false}
      rowClick="expand"
      expand={<PersonCompanies />}
      head={DetailsDataTableHead}
      empty={<NobodyMatches />}
      sx={[oneLineHeadings, narrowGutters]}
    >
      <DataTable.Col source="name">
        <PersonCell />
      </DataTable.Col>
      <DataTable.Col
        source="globalRole"
        disableSort
        render={(person) => translate(words(`global_roles.${person.globalRole}`))}
      />
      <DataTable.NumberCol source="companyCount" disableSort sx={oneLine} />
      <DataTable.Col
        source="isDisabled"
        disableSort
        sx={oneLine}
        render={(person) => <StatusChip isDisabled={person.isDisabled} />}
      />
      <DataTable.Col source="lastSignInAt" sx={oneLine}>
        <DateField source="lastSignInAt" showTime emptyText="pages.admin.never" />
      </DataTable.Col>
      <DataTable.Col source="accessEndsAt" disableSort sx={oneLine}>
        <DateField source="accessEndsAt" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="createdAt" sx={oneLine}>
        <DateField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col label={<HiddenColumnLabel name="actions" />} sx={oneLine}>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <SignOutPersonButton isIconOnly />
          <DisablePersonButton isIconOnly />
        </Stack>
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * On a phone: a line each; a tap opens the person, with their companies and what support can do. The email keeps to one
 * line, as on a desk: a long one ends in "…" (whole in the person's dialog and in its title) before their count does.
 */
function PeopleSimpleList() {
  const translate = useTranslate();
  const { data } = useListContext<PersonRow>();
  const [openedId, setOpenedId] = useState<Identifier | null>(null);
  // Read from the list each time: after a disable, the person's dialog shows what the list now says.
  const opened = data?.find((person) => person.id === openedId);
  return (
    <>
      <SimpleList<PersonRow>
        primaryText={(person) => person.name ?? <EmailText email={person.email} variant="body1" />}
        secondaryText={(person) => {
          const counts = [
            translate(words('company_count'), { smart_count: person.companyCount }),
            person.isDisabled ? translate(words('disabled')) : null,
          ]
            .filter(Boolean)
            .join(' · ');
          if (!person.name) return counts;
          return (
            <Box component="span" sx={{ display: 'flex', gap: 0.5 }}>
              <EmailText email={person.email} />
              <Box component="span" sx={{ flexShrink: 0 }}>{`· ${counts}`}</Box>
            </Box>
          );
        }}
        rowClick={(id) => {
          setOpenedId(id);
          return false;
        }}
        empty={<NobodyMatches />}
      />
      {opened && <PersonDialog person={opened} onClose={() => setOpenedId(null)} />}
    </>
  );
}

/** Nobody at all, or nobody the search (its words said) or the filters find, with a way to clear them. */
function NobodyMatches() {
  return <ListEmpty empty={words('empty')} noMatch={words('no_match_filters')} noSearchMatch={words('no_match')} />;
}
