import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from '../../../components/Dates';
import type { MyCompany } from '../../../../common/api';
import { useMyCompanies } from '../../../hooks/useMyCompanies';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** The companies the signed-in person may act for: their role, since when, until when. */
export function MyCompanies() {
  const translate = useTranslate();
  const companies = useMyCompanies();
  const isPhone = useIsPhone();
  const empty = <Typography color="text.secondary">{translate('pages.admin.my_companies.empty')}</Typography>;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('pages.admin.my_companies.title')}
        </Typography>
        {companies.isError ? (
          <ErrorAlert error={companies.error} />
        ) : isPhone ? (
          // A line each: the table's four columns scrolled sideways on a phone.
          <SimpleList<MyCompany>
            resource="admin/my-companies"
            data={companies.data}
            total={companies.data?.length}
            isPending={companies.isPending}
            primaryText={(company) => company.name}
            secondaryText={<AccessLine />}
            rowClick={false}
            empty={empty}
          />
        ) : (
          <DataTable<MyCompany>
            resource="admin/my-companies"
            data={companies.data}
            total={companies.data?.length}
            isPending={companies.isPending}
            bulkActionButtons={false}
            rowClick={false}
            empty={empty}
          >
            <DataTable.Col source="name" label="pages.admin.my_companies.name" />
            <DataTable.Col
              source="role"
              label="pages.admin.my_companies.role"
              render={(company) => translate(`pages.admin.access.roles.${company.role}`)}
            />
            <DataTable.Col source="grantedAt" label="pages.admin.my_companies.since">
              <DateField source="grantedAt" />
            </DataTable.Col>
            <DataTable.Col source="expiresAt" label="pages.admin.my_companies.expires">
              <DateField source="expiresAt" emptyText="pages.admin.my_companies.no_end" />
            </DataTable.Col>
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

/** A company's role, since when and until when, on one line. */
function AccessLine() {
  const translate = useTranslate();
  const company = useRecordContext<MyCompany>();
  if (!company) return null;
  return (
    <>
      {translate(`pages.admin.access.roles.${company.role}`)} · {translate('pages.admin.my_companies.since')}{' '}
      <DateField source="grantedAt" /> ·{' '}
      {company.expiresAt ? (
        <>
          {translate('pages.admin.my_companies.expires')} <DateField source="expiresAt" />
        </>
      ) : (
        translate('pages.admin.my_companies.no_end')
      )}
    </>
  );
}
