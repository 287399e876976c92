import { Card, Stack } from '@mui/material';
import {
  BooleanField,
  LinearProgress,
  NumberField,
  ShowBase,
  SimpleShowLayout,
  TextField,
  Title,
  useShowContext,
} from 'react-admin';
import { DateField } from '../../../components/Dates';
import { useParams } from 'react-router-dom';
import type { CompanySummary } from '../../../../common/api';
import { CompanyPeople } from '../../../features/companyAccess';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** /admin/companies/:id: the company, then the people who have access to it. */
export function CompanyShow() {
  const { id } = useParams();
  return (
    <ShowBase resource="admin/companies" id={id} redirectOnError={false} queryOptions={{ onError: () => undefined }}>
      <CompanyDetail />
    </ShowBase>
  );
}

function CompanyDetail() {
  const { record: company, isPending, error } = useShowContext<CompanySummary>();
  if (isPending) return <LinearProgress />;
  if (error || !company) return <ErrorAlert error={error} />;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={company.name} />
      <Card variant="outlined">
        {/* Side by side, as an order's facts, several a line on a desk: one a line, they filled half its screen. */}
        <SimpleShowLayout direction="row" spacing={3} useFlexGap sx={factsSideBySide}>
          <TextField source="name" />
          <TextField source="domain" emptyText="—" />
          <TextField source="tenantId" />
          <BooleanField source="isActive" />
          <NumberField source="userCount" />
          <NumberField source="subscriptionCount" />
          <DateField source="createdAt" />
        </SimpleShowLayout>
      </Card>
      <CompanyPeople companyId={company.id} companyName={company.name} />
    </Stack>
  );
}

const factsSideBySide = { '& .RaSimpleShowLayout-stack': { flexWrap: 'wrap' } } as const;
