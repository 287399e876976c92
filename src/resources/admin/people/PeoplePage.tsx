import BusinessIcon from '@mui/icons-material/Business';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Card,
  CardContent,
  Divider,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DataTable, DateField, RecordContextProvider, Title, useTranslate } from 'react-admin';
import type { Person } from '../../../../common/api';
import { StatusChip } from '../../../components/companyAccess/CompanyPeople';
import { DisablePersonButton } from './DisablePersonButton';
import { SignOutPersonButton } from './SignOutPersonButton';
import { useIsPhone } from '../../../layout/useIsPhone';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { PersonCompanies } from './PersonCompanies';
import { RegisterPersonButton } from './RegisterPersonDialog';
import { usePeopleSearch } from '../../../components/companyAccess/usePeopleSearch';

/** /admin/people: find a person as one types, register one, disable or re-enable, see their companies. */
export function PeoplePage() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = usePeopleSearch(text);
  const label = translate('resources.admin/people.search');

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('resources.admin/people.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={translate('resources.admin/people.search_hint')}
          sx={{ flex: 1, maxWidth: 480 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <RegisterPersonButton onRegistered={(person) => setText(person.email)} />
      </Stack>
      <Card variant="outlined">
        {search.isSearching && <LinearProgress aria-label={translate('resources.admin/people.searching')} />}
        <CardContent>
          {!search.enabled ? (
            <Typography color="text.secondary">{translate('resources.admin/people.search_hint')}</Typography>
          ) : search.error ? (
            <ErrorAlert error={search.error} />
          ) : (
            <PeopleFound people={search.people} isPending={search.isPending} q={search.q} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * The people a search found: a row each on a desk (a click shows their companies), a block each on a phone (its
 * "Companies" button shows them).
 */
function PeopleFound({ people, isPending, q }: { people: Person[]; isPending: boolean; q: string }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [expanded, setExpanded] = useState<number | null>(null);
  const empty = <Typography color="text.secondary">{translate('resources.admin/people.no_match', { q })}</Typography>;
  const role = (person: Person) => translate(`resources.admin/people.global_roles.${person.globalRole}`);
  if (isPhone) {
    if (isPending) return <LinearProgress />;
    if (people.length === 0) return empty;
    return (
      <Stack divider={<Divider flexItem />} spacing={1}>
        {people.map((person) => (
          <RecordContextProvider key={person.id} value={person}>
            <Box>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{person.name ?? person.email}</Typography>
              {person.name && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
              )}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
                <Typography variant="body2">{role(person)}</Typography>
                <StatusChip isDisabled={person.isDisabled} />
              </Stack>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
                <LabeledButton
                  label="resources.admin/people.show_companies"
                  aria-expanded={expanded === person.id}
                  onClick={() => setExpanded(expanded === person.id ? null : person.id)}
                >
                  <BusinessIcon />
                </LabeledButton>
                <SignOutPersonButton />
                <DisablePersonButton />
              </Stack>
              {expanded === person.id && <PersonCompanies />}
            </Box>
          </RecordContextProvider>
        ))}
      </Stack>
    );
  }
  return (
    <DataTable<Person>
      resource="admin/people"
      data={people}
      total={people.length}
      isPending={isPending}
      bulkActionButtons={false}
      rowClick="expand"
      expand={<PersonCompanies />}
      empty={empty}
    >
      <DataTable.Col source="name" render={(person) => person.name ?? person.email} />
      <DataTable.Col source="email" />
      <DataTable.Col source="globalRole" render={role} />
      <DataTable.Col source="isDisabled" render={(person) => <StatusChip isDisabled={person.isDisabled} />} />
      <DataTable.Col source="lastSignInAt">
        <DateField source="lastSignInAt" showTime emptyText="pages.admin.never" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col label="">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
          <SignOutPersonButton />
          <DisablePersonButton />
        </Stack>
      </DataTable.Col>
    </DataTable>
  );
}
