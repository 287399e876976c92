import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Card, CardContent, Chip, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  DataTable,
  RecordContextProvider,
  useDataProvider,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/Dates';
import type { CompanyPerson } from '../../../common/api';
import { type AppDataProvider } from '../../providers/dataProvider';
import { useIsPhone } from '../../hooks/useIsPhone';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GrantAccessDialog } from './GrantAccessDialog';
import { companyPeopleKey } from './useAccessChanged';
import { RevokeAccessButton } from './RevokeAccessButton';
import { LabeledButton } from '../../components/LabeledButton';
import { HiddenColumnLabel } from '../../components/HiddenColumnLabel';
import { PersonCell } from '../../components/PersonCell';

/** Who has access to the company, with their role and its history; grant, change and revoke from here. */
export function CompanyPeople({ companyId, companyName }: { companyId: number; companyName: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const people = useQuery({
    queryKey: companyPeopleKey(companyId),
    queryFn: () => dataProvider.getCompanyPeople(companyId),
  });
  const [editing, setEditing] = useState<CompanyPerson | 'new' | null>(null);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {translate('resources.admin/companies.people')}
          </Typography>
          <LabeledButton label="pages.admin.access.grant" variant="contained" onClick={() => setEditing('new')}>
            <PersonAddIcon />
          </LabeledButton>
        </Stack>
        {people.isError ? (
          <ErrorAlert error={people.error} />
        ) : (
          <PeopleTable
            people={people.data}
            isPending={people.isPending}
            actions={
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
                <ChangeAccessButton onClick={setEditing} />
                <RevokeAccessButton companyId={companyId} companyName={companyName} />
              </Stack>
            }
          />
        )}
      </CardContent>
      {editing && (
        <GrantAccessDialog
          companyId={companyId}
          person={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

/** Active or disabled, for a person's row. */
export function StatusChip({ isDisabled }: { isDisabled: boolean }) {
  const translate = useTranslate();
  return isDisabled ? (
    <Chip size="small" color="warning" label={translate('resources.admin/people.disabled')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.admin/people.active')} />
  );
}

/** Change a person's access; not one's own (nobody grants themselves access: the server refuses it too). */
function ChangeAccessButton({ onClick }: { onClick: (person: CompanyPerson) => void }) {
  const person = useRecordContext<CompanyPerson>();
  const { identity } = useGetIdentity();
  if (!person || person.id === identity?.id) return null;
  return <LabeledButton label="pages.admin.access.change" onClick={() => onClick(person)} />;
}

/**
 * The people of a company: on a desk, a row each (a person's name over their email, when and by whom the access
 * was granted over its reason); on a phone, a block each. `actions` is shown per person, in the person's record.
 */
function PeopleTable({
  people,
  isPending,
  actions,
}: {
  people: CompanyPerson[] | undefined;
  isPending: boolean;
  actions: ReactNode;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const field = (name: string) => `pages.admin.access.fields.${name}`;
  const empty = <Typography color="text.secondary">{translate('resources.admin/companies.no_people')}</Typography>;
  if (isPhone) {
    if (isPending) return <LinearProgress />;
    if (!people?.length) return empty;
    return (
      <Stack divider={<Divider flexItem />} spacing={1}>
        {people.map((person) => (
          <RecordContextProvider key={person.id} value={person}>
            <Box>
              <PersonCell />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                <Typography variant="body2">{translate(`pages.admin.access.roles.${person.role}`)}</Typography>
                <StatusChip isDisabled={person.isDisabled} />
              </Stack>
              <GrantCell />
              {actions}
            </Box>
          </RecordContextProvider>
        ))}
      </Stack>
    );
  }
  return (
    <DataTable<CompanyPerson>
      resource="admin/company-people"
      data={people}
      total={people?.length}
      isPending={isPending}
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
    >
      <DataTable.Col source="name" label={field('name')}>
        <PersonCell />
      </DataTable.Col>
      <DataTable.Col
        source="role"
        label={field('role')}
        render={(person) => translate(`pages.admin.access.roles.${person.role}`)}
      />
      <DataTable.Col source="grantedAt" label={field('grantedAt')}>
        <GrantCell />
      </DataTable.Col>
      <DataTable.Col source="expiresAt" label={field('expiresAt')}>
        <DateField source="expiresAt" emptyText="pages.admin.never" />
      </DataTable.Col>
      <DataTable.Col source="lastSignInAt" label={field('lastSignInAt')}>
        <DateField source="lastSignInAt" showTime emptyText="pages.admin.never" />
      </DataTable.Col>
      <DataTable.Col
        source="isDisabled"
        label={field('status')}
        render={(person) => <StatusChip isDisabled={person.isDisabled} />}
      />
      <DataTable.Col label={<HiddenColumnLabel name="actions" />}>{actions}</DataTable.Col>
    </DataTable>
  );
}

/** When the access was granted, by whom, and why. */
function GrantCell() {
  const person = useRecordContext<CompanyPerson>();
  const translate = useTranslate();
  if (!person) return null;
  return (
    <Box>
      <Typography variant="body2" component="span">
        <DateField source="grantedAt" />
        {person.grantedBy && ` · ${translate('pages.admin.access.granted_by', { name: person.grantedBy })}`}
      </Typography>
      {person.reason && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {person.reason}
        </Typography>
      )}
    </Box>
  );
}
