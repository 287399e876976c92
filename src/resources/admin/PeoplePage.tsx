import SearchIcon from '@mui/icons-material/Search';
import { Card, CardContent, InputAdornment, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, DateField, Title, useTranslate } from 'react-admin';
import type { Person } from '../../../common/api';
import { StatusChip } from './CompanyPeople';
import { DisablePersonButton } from './DisablePersonButton';
import { ErrorAlert } from '../ErrorAlert';
import { PersonCompanies } from './PersonCompanies';
import { RegisterPersonButton } from './RegisterPersonDialog';
import { usePeopleSearch } from './usePeopleSearch';

/** /admin/people: find a person as one types, register one, disable or re-enable, see their companies. */
export function PeoplePage() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = usePeopleSearch(text);
  const label = translate('pages.admin.people.search');

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('pages.admin.people.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={translate('pages.admin.people.search_hint')}
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
        {search.isSearching && <LinearProgress aria-label={translate('pages.admin.people.searching')} />}
        <CardContent>
          {!search.enabled ? (
            <Typography color="text.secondary">{translate('pages.admin.people.search_hint')}</Typography>
          ) : search.error ? (
            <ErrorAlert error={search.error} />
          ) : (
            <DataTable<Person>
              resource="admin/people"
              data={search.people}
              total={search.people.length}
              isPending={search.isPending}
              bulkActionButtons={false}
              rowClick="expand"
              expand={<PersonCompanies />}
              empty={
                <Typography color="text.secondary">
                  {translate('pages.admin.people.no_match', { q: search.q })}
                </Typography>
              }
            >
              <DataTable.Col
                source="name"
                label="pages.admin.people.fields.name"
                render={(person) => person.name ?? person.email}
              />
              <DataTable.Col source="email" label="pages.admin.people.fields.email" />
              <DataTable.Col
                source="globalRole"
                label="pages.admin.people.fields.globalRole"
                render={(person) => translate(`pages.admin.people.global_roles.${person.globalRole}`)}
              />
              <DataTable.Col
                source="isDisabled"
                label="pages.admin.people.fields.status"
                render={(person) => <StatusChip isDisabled={person.isDisabled} />}
              />
              <DataTable.Col source="lastSignInAt" label="pages.admin.people.fields.lastSignInAt">
                <DateField source="lastSignInAt" showTime emptyText="pages.admin.never" />
              </DataTable.Col>
              <DataTable.Col source="createdAt" label="pages.admin.people.fields.createdAt">
                <DateField source="createdAt" />
              </DataTable.Col>
              <DataTable.Col label="">
                <DisablePersonButton />
              </DataTable.Col>
            </DataTable>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
