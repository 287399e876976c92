import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, DateField, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CompanyPerson } from '../../../common/api';
import { retryUnlessRefused, type AppDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../ErrorAlert';
import { companyPeopleKey, GrantAccessDialog } from './GrantAccessDialog';
import { RevokeAccessButton } from './RevokeAccessButton';
import { LabeledButton } from '../LabeledButton';

/** Who has access to the company, with their role and its history; grant, change and revoke from here. */
export function CompanyPeople({ companyId, companyName }: { companyId: number; companyName: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const people = useQuery({
    queryKey: companyPeopleKey(companyId),
    queryFn: () => dataProvider.getCompanyPeople(companyId),
    retry: retryUnlessRefused,
  });
  const [editing, setEditing] = useState<CompanyPerson | 'new' | null>(null);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('pages.admin.companies.people')}
          </Typography>
          <LabeledButton label="pages.admin.access.grant" variant="contained" onClick={() => setEditing('new')}>
            <PersonAddIcon />
          </LabeledButton>
        </Stack>
        {people.isError ? (
          <ErrorAlert error={people.error} />
        ) : (
          <DataTable<CompanyPerson>
            resource="admin/company-people"
            data={people.data}
            total={people.data?.length}
            isPending={people.isPending}
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography color="text.secondary">{translate('pages.admin.companies.no_people')}</Typography>}
          >
            <DataTable.Col source="name" label="pages.admin.access.fields.name" render={(p) => p.name ?? p.email} />
            <DataTable.Col source="email" label="pages.admin.access.fields.email" />
            <DataTable.Col
              source="role"
              label="pages.admin.access.fields.role"
              render={(p) => translate(`pages.admin.access.roles.${p.role}`)}
            />
            <DataTable.Col source="grantedBy" label="pages.admin.access.fields.grantedBy" />
            <DataTable.Col source="grantedAt" label="pages.admin.access.fields.grantedAt">
              <DateField source="grantedAt" />
            </DataTable.Col>
            <DataTable.Col source="expiresAt" label="pages.admin.access.fields.expiresAt">
              <DateField source="expiresAt" emptyText="pages.admin.never" />
            </DataTable.Col>
            <DataTable.Col source="reason" label="pages.admin.access.fields.reason" />
            <DataTable.Col source="lastSignInAt" label="pages.admin.access.fields.lastSignInAt">
              <DateField source="lastSignInAt" showTime emptyText="pages.admin.never" />
            </DataTable.Col>
            <DataTable.Col
              source="isDisabled"
              label="pages.admin.access.fields.status"
              render={(p) => <StatusChip isDisabled={p.isDisabled} />}
            />
            <DataTable.Col label="">
              <Stack direction="row">
                <ChangeAccessButton onClick={setEditing} />
                <RevokeAccessButton companyId={companyId} companyName={companyName} />
              </Stack>
            </DataTable.Col>
          </DataTable>
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
    <Chip size="small" color="warning" label={translate('pages.admin.people.disabled')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('pages.admin.people.active')} />
  );
}

function ChangeAccessButton({ onClick }: { onClick: (person: CompanyPerson) => void }) {
  const person = useRecordContext<CompanyPerson>();
  if (!person) return null;
  return <LabeledButton label="pages.admin.access.change" onClick={() => onClick(person)} />;
}
