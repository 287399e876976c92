import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Confirm,
  DateField,
  Title,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { CompanyDetail } from '../../../../common/api';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { CatalogAssignment } from '../../../../common/api';
import { useIsPhone } from '../../../layout/useIsPhone';
import { CompanyPeople } from '../../../components/companyAccess/CompanyPeople';
import { ErrorAlert, useDescribeError } from '../../../components/ErrorAlert';
import { useFormatMoney } from '../../../components/Money';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import type { PartnerOrder } from '../../../../common/api';
import { partnerPaths } from '../../../components/partnerPaths';
import { useActInside } from '../../../components/actingInside/useActInside';

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
  const formatMoney = useFormatMoney();
  const company = useGetOne<CompanyDetail>('partner-admin/companies', { id: companyId });
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
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography variant="h5" component="h1">
              {company.data.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button component={Link} to={partnerPaths.companyEdit(companyId)} startIcon={<EditIcon />}>
                {translate('resources.partner-admin/companies.edit')}
              </Button>
              <ActiveToggle company={company.data} />
              <Button
                variant="contained"
                startIcon={<LoginIcon />}
                disabled={enter.isPending || !company.data.isActive}
                onClick={() => enter.mutate(companyId)}
              >
                {translate('resources.partner-admin/companies.act_inside')}
              </Button>
            </Stack>
          </Box>
          {enter.error && <ErrorAlert error={enter.error} />}
          <Typography color="text.secondary">
            {[company.data.domain, company.data.tenantId].filter(Boolean).join(' · ')}
          </Typography>
          {!company.data.isActive && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate('resources.partner-admin/companies.inactive_notice')}
            </Alert>
          )}
          {/* The list's row stands in for the company until its page's answer (with these two) arrives. */}
          <Section
            title={translate('resources.partner-admin/companies.fields.billingProfiles')}
            loading={!company.data.billingProfiles}
            error={null}
          >
            <SimpleTable
              headers={[
                translate('resources.partner-admin/companies.fields.profileName'),
                translate('resources.partner-admin/companies.fields.currency'),
                translate('resources.partner-admin/companies.fields.poNumber'),
              ]}
              rows={(company.data.billingProfiles ?? []).map((profile) => [
                profile.name,
                profile.currency,
                profile.poNumber ?? '—',
              ])}
            />
          </Section>
          <Section
            title={translate('resources.partner-admin/companies.fields.contacts')}
            loading={!company.data.contacts}
            error={null}
          >
            <SimpleTable
              headers={[
                translate('resources.partner-admin/companies.fields.contactName'),
                translate('resources.partner-admin/companies.fields.email'),
                translate('resources.partner-admin/companies.fields.phone'),
              ]}
              rows={(company.data.contacts ?? []).map((contact) => [
                contact.name,
                <a key="email" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>,
                contact.phone ?? '—',
              ])}
            />
          </Section>
          <Section
            title={translate('resources.partner-admin/companies.assignments')}
            loading={assignments.isPending}
            error={assignments.error}
          >
            <SimpleTable
              headers={[
                translate('resources.partner-admin/catalog-assignments.fields.catalogId'),
                translate('resources.partner-admin/catalog-assignments.fields.validFrom'),
                translate('resources.partner-admin/catalog-assignments.fields.validTo'),
              ]}
              rows={(assignments.data ?? []).map((assignment) => [
                <Link key="catalog" to={partnerPaths.catalog(assignment.catalogId)}>
                  {assignment.catalogName}
                </Link>,
                <DateField key="from" record={assignment} source="validFrom" />,
                <DateField
                  key="to"
                  record={assignment}
                  source="validTo"
                  emptyText={translate('resources.partner-admin/catalog-assignments.no_end')}
                />,
              ])}
            />
          </Section>
          <Section
            title={translate('resources.partner-admin/companies.subscriptions')}
            loading={companySubscriptions.isPending}
            error={companySubscriptions.error}
          >
            <SimpleTable
              headers={[
                translate('resources.partner-admin/companies.subscription_fields.product'),
                translate('resources.partner-admin/companies.subscription_fields.quantity'),
                translate('resources.partner-admin/companies.subscription_fields.status'),
                translate('resources.partner-admin/companies.subscription_fields.termEnd'),
              ]}
              rows={(companySubscriptions.data ?? []).map((subscription) => [
                subscription.productName,
                translate('resources.partner-admin/companies.seats', { smart_count: subscription.quantity }),
                translate(`resources.subscriptions.status.${subscription.status}`, { _: subscription.status }),
                <DateField key="termEnd" record={subscription} source="termEnd" />,
              ])}
            />
          </Section>
          <Section
            title={translate('resources.partner-admin/companies.orders')}
            loading={orders.isPending}
            error={orders.error}
          >
            <SimpleTable
              headers={[
                translate('resources.partner-admin/orders.fields.number'),
                translate('resources.partner-admin/orders.fields.status'),
                translate('resources.partner-admin/orders.fields.total'),
              ]}
              rows={(orders.data ?? []).map((order) => [
                <Link key="number" to={partnerPaths.order(order.id)}>
                  {order.number}
                </Link>,
                <OrderStatusChip key="status" status={order.status} />,
                formatMoney(order.total, order.currency),
              ])}
            />
          </Section>
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <CompanyPeople companyId={companyId} companyName={company.data.name} />
      </Box>
    </Box>
  );
}

/** Deactivates a customer (asking first, saying what it means) or reactivates it. */
function ActiveToggle({ company }: { company: CompanyDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useDescribeError();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<CompanyDetail>();
  const setActive = (isActive: boolean) =>
    update(
      'partner-admin/companies',
      { id: company.id, data: { isActive }, previousData: company },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(
            isActive
              ? 'resources.partner-admin/companies.reactivated'
              : 'resources.partner-admin/companies.deactivated',
            {
              type: 'success',
              messageArgs: { name: company.name },
            },
          );
        },
        onError: (error) => {
          setAsking(false);
          notify(describeError(error), { type: 'error' });
        },
      },
    );
  if (!company.isActive)
    return (
      <Button startIcon={<RestartAltIcon />} disabled={isPending} onClick={() => setActive(true)}>
        {translate('resources.partner-admin/companies.reactivate')}
      </Button>
    );
  return (
    <>
      <Button color="error" startIcon={<BlockIcon />} disabled={isPending} onClick={() => setAsking(true)}>
        {translate('resources.partner-admin/companies.deactivate')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('resources.partner-admin/companies.deactivate_title', { name: company.name })}
        content={translate('resources.partner-admin/companies.deactivate_content', { smart_count: company.userCount })}
        confirm="resources.partner-admin/companies.deactivate"
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        onConfirm={() => setActive(false)}
        onClose={() => setAsking(false)}
      />
    </>
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

/** A small table; on a phone, one block per row: the first cell, then the others on a line below. */
function SimpleTable({ headers, rows }: { headers: string[]; rows: ReactNode[][] }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  if (rows.length === 0) return <Typography variant="body2">{translate('partner.common.none')}</Typography>;
  if (isPhone)
    return (
      <Stack divider={<Divider flexItem />} spacing={1} sx={{ mt: 1 }}>
        {rows.map(([first, ...others], index) => (
          <Box key={index}>
            <Typography sx={{ fontWeight: 500 }}>{first}</Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              divider={<span aria-hidden>·</span>}
              sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}
            >
              {others.map((cell, column) => (
                <Typography key={column} variant="body2" component="span">
                  {cell}
                </Typography>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
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
