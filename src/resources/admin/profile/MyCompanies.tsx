import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, DateField, useTranslate } from 'react-admin';
import type { MyCompany } from '../../../../common/api';
import { useMyCompanies } from '../../../layout/useMyCompanies';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** The companies the signed-in person may act for: their role, since when, until when. */
export function MyCompanies() {
  const translate = useTranslate();
  const companies = useMyCompanies();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('pages.admin.my_companies.title')}
        </Typography>
        {companies.isError ? (
          <ErrorAlert error={companies.error} />
        ) : (
          <DataTable<MyCompany>
            resource="admin/my-companies"
            data={companies.data}
            total={companies.data?.length}
            isPending={companies.isPending}
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography color="text.secondary">{translate('pages.admin.my_companies.empty')}</Typography>}
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
              <DateField source="expiresAt" emptyText="pages.admin.never" />
            </DataTable.Col>
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}
