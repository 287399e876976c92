import LoginIcon from '@mui/icons-material/Login';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { CompanySummary } from '../../../common/api';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CatalogAssignment } from './AssignmentDialog';
import { ErrorAlert } from '../ErrorAlert';
import type { PartnerOrder } from './OrderList';
import { partnerPaths } from './paths';
import { useActInside } from './useActInside';

const everything = (field: string, order: 'ASC' | 'DESC' = 'ASC') => ({
  pagination: { page: 1, perPage: 100 },
  sort: { field, order },
});

/** /partner-admin/companies/:id: the company, its people, catalogs and orders; and acting inside it. */
export function CompanyShow() {
  const { id } = useParams();
  const companyId = Number(id);
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { enter } = useActInside();
  const company = useGetOne<CompanySummary>('partner-admin/companies', { id: companyId });
  const people = useQuery({
    queryKey: ['partner-admin/company-people', companyId],
    queryFn: () => dataProvider.getCompanyPeople(companyId),
  });
  const companySubscriptions = useQuery({
    queryKey: ['partner-admin/company-subscriptions', companyId],
    queryFn: () => dataProvider.getCompanySubscriptions(companyId),
  });
  const assignments = useGetList<CatalogAssignment>('partner-admin/catalog-assignments', {
    ...everything('validFrom'),
    filter: { companyId },
  });
  const orders = useGetList<PartnerOrder>('partner-admin/orders', {
    ...everything('createdAt', 'DESC'),
    filter: { companyId },
  });
  if (company.error) return <ErrorAlert error={company.error} />;
  if (!company.data) return <LinearProgress />;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={company.data.name} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {company.data.name}
            </Typography>
            <Button
              variant="contained"
              startIcon={<LoginIcon />}
              disabled={enter.isPending}
              onClick={() => enter.mutate(companyId)}
            >
              {translate('partner.companies.act_inside')}
            </Button>
          </Box>
          {enter.error && <ErrorAlert error={enter.error} />}
          <Typography color="text.secondary">{company.data.domain}</Typography>
          <Section title={translate('partner.companies.people')} loading={people.isPending} error={people.error}>
            <SimpleTable
              headers={[
                translate('partner.companies.fields.name'),
                translate('partner.companies.fields.email'),
                translate('partner.companies.fields.role'),
              ]}
              rows={(people.data ?? []).map((person) => [person.name ?? '', person.email, person.role])}
            />
          </Section>
          <Section
            title={translate('partner.companies.assignments')}
            loading={assignments.isPending}
            error={assignments.error}
          >
            <SimpleTable
              headers={[
                translate('partner.assignments.fields.catalogId'),
                translate('partner.assignments.fields.validFrom'),
                translate('partner.assignments.fields.validTo'),
              ]}
              rows={(assignments.data ?? []).map((assignment) => [
                <Link key="catalog" to={partnerPaths.catalog(assignment.catalogId)}>
                  {assignment.catalogName}
                </Link>,
                assignment.validFrom,
                assignment.validTo ?? translate('partner.assignments.no_end'),
              ])}
            />
          </Section>
          <Section
            title={translate('partner.companies.subscriptions')}
            loading={companySubscriptions.isPending}
            error={companySubscriptions.error}
          >
            <SimpleTable
              headers={[
                translate('partner.companies.subscription_fields.product'),
                translate('partner.companies.subscription_fields.quantity'),
                translate('partner.companies.subscription_fields.status'),
                translate('partner.companies.subscription_fields.termEnd'),
              ]}
              rows={(companySubscriptions.data ?? []).map((subscription) => [
                subscription.productName,
                subscription.quantity,
                translate(`resources.subscriptions.status.${subscription.status}`, { _: subscription.status }),
                subscription.termEnd,
              ])}
            />
          </Section>
          <Section title={translate('partner.companies.orders')} loading={orders.isPending} error={orders.error}>
            <SimpleTable
              headers={[
                translate('partner.orders.fields.number'),
                translate('partner.orders.fields.status'),
                translate('partner.orders.fields.total'),
              ]}
              rows={(orders.data ?? []).map((order) => [
                <Link key="number" to={partnerPaths.order(order.id)}>
                  {order.number}
                </Link>,
                translate(`partner.orders.statuses.${order.status}`),
                `${order.total.toFixed(2)} ${order.currency}`,
              ])}
            />
          </Section>
        </CardContent>
      </Card>
    </Box>
  );
}

function Section({
  title,
  loading,
  error,
  children,
}: {
  title: string;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {error ? <ErrorAlert error={error} /> : loading ? <LinearProgress /> : children}
    </Box>
  );
}

function SimpleTable({ headers, rows }: { headers: string[]; rows: ReactNode[][] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography variant="body2">{translate('partner.common.none')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, index) => (
          <TableRow key={index}>
            {cells.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
