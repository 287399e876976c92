import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
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
import { RowActionButton } from '../../components/RowActionButton';
import { oneLine, oneLineHeadings } from '../../components/oneLine';

/** Who has access to the company, with their role and its history; grant, change and revoke from here. */
export function CompanyPeople({ companyId, companyName }: { companyId: number; companyName: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const people = useQuery({
    queryKey: companyPeopleKey(companyId),
    queryFn: () => dataProvider.getCompanyPeople(companyId),
  });
  const [editing, setEditing] = useState<CompanyPerson | 'new' | null>(null);
  // A desk's table shows a row's actions as icons, their words in tooltips; a phone's blocks, as words with an icon.
  const isIconOnly = !useIsPhone();

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
              <Stack
                direction="row"
                spacing={isIconOnly ? 0.5 : 1}
                useFlexGap
                sx={{ flexWrap: isIconOnly ? 'nowrap' : 'wrap' }}
              >
                <ChangeAccessButton onClick={setEditing} isIconOnly={isIconOnly} />
                <RevokeAccessButton companyId={companyId} companyName={companyName} isIconOnly={isIconOnly} />
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
function ChangeAccessButton({
  onClick,
  isIconOnly,
}: {
  onClick: (person: CompanyPerson) => void;
  isIconOnly: boolean;
}) {
  const person = useRecordContext<CompanyPerson>();
  const { identity } = useGetIdentity();
  if (!person || person.id === identity?.id) return null;
  return (
    <RowActionButton label="pages.admin.access.change" isIconOnly={isIconOnly} onClick={() => onClick(person)}>
      <ManageAccountsIcon />
    </RowActionButton>
  );
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
      sx={oneLineHeadings}
    >
      <DataTable.Col source="name" label={field('name')}>
        <PersonCell />
      </DataTable.Col>
      <DataTable.Col
        source="role"
        label={field('role')}
        render={(person) => translate(`pages.admin.access.roles.${person.role}`)}
      />
      <DataTable.Col source="grantedAt" label={field('grantedAt')} sx={oneLine}>
        <GrantCell />
      </DataTable.Col>
      <DataTable.Col source="expiresAt" label={field('expiresAt')} sx={oneLine}>
        <DateField source="expiresAt" emptyText="pages.admin.never" />
      </DataTable.Col>
      <DataTable.Col source="lastSignInAt" label={field('lastSignInAt')} sx={oneLine}>
        <DateField source="lastSignInAt" showTime emptyText="pages.admin.never" />
      </DataTable.Col>
      <DataTable.Col
        source="isDisabled"
        label={field('status')}
        sx={oneLine}
        render={(person) => <StatusChip isDisabled={person.isDisabled} />}
      />
      <DataTable.Col label={<HiddenColumnLabel name="actions" />} sx={oneLine}>
        {actions}
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * When the access was granted and by whom; why, under it. In the table the first keeps to one line ("by Sasha / Reid"
 * split a name) and the reason wraps within 20rem, so that a long one does not take the row's room from the others.
 */
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
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'normal', maxWidth: '20rem', overflowWrap: 'anywhere' }}
        >
          {person.reason}
        </Typography>
      )}
    </Box>
  );
}
