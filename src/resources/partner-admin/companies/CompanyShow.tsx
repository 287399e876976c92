import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { ShowBase, Title, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CompanyDetail, CompanySummary } from '../../../../common/api';
import { retryUnlessRefused } from '../../../providers/dataProvider';
import { CompanyPeople } from '../../../features/companyAccess';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { partnerPaths } from '../../../components/partnerPaths';
import { useActInside } from '../../../features/actingInside';
import { ActiveToggle } from './ActiveToggle';
import { CompanyBillingProfiles } from './CompanyBillingProfiles';
import { CompanyCatalogs } from './CompanyCatalogs';
import { CompanyContacts } from './CompanyContacts';
import { CompanyOrders } from './CompanyOrders';
import { CompanySubscriptions } from './CompanySubscriptions';

/** From the list (or an order's company link), the row stands in: a summary, without billing profiles and contacts. */
type CompanyRecord = CompanySummary & Partial<Pick<CompanyDetail, 'billingProfiles' | 'contacts'>>;

/** /partner-admin/companies/:id: the company, its people, catalogs, subscriptions and orders; and acting inside it. */
export function CompanyShow() {
  return (
    // A missing company (404) or a refusal is said on the page, where the address was opened: no redirect to the
    // list, no "element does not exist" toast; a hiccup is tried again, as every query of the portal.
    <ShowBase queryOptions={{ onError: () => undefined, retry: retryUnlessRefused }}>
      <CompanyPage />
    </ShowBase>
  );
}

function CompanyPage() {
  const { record: company, error } = useShowContext<CompanyRecord>();
  if (error) return <ErrorAlert error={error} />;
  if (!company) return <LinearProgress />;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={company.name} />
      <Card>
        <CardContent>
          <CompanyHeader />
          <CompanyBillingProfiles />
          <CompanyContacts />
          <CompanyCatalogs />
          <CompanySubscriptions />
          <CompanyOrders />
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <CompanyPeople companyId={company.id} companyName={company.name} />
      </Box>
    </Box>
  );
}

/** The company's name and what the partner does with it: edit, (de)activate, act inside. */
function CompanyHeader() {
  const company = useRecordContext<CompanySummary>();
  const translate = useTranslate();
  const { enter } = useActInside();
  if (!company) return null;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {company.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to={partnerPaths.companyEdit(company.id)} startIcon={<EditIcon />}>
            {translate('resources.partner-admin/companies.edit')}
          </Button>
          <ActiveToggle />
          <Button
            variant="contained"
            startIcon={<LoginIcon />}
            disabled={enter.isPending || !company.isActive}
            onClick={() => enter.mutate(company.id)}
          >
            {translate('resources.partner-admin/companies.act_inside')}
          </Button>
        </Stack>
      </Box>
      {enter.error && <ErrorAlert error={enter.error} />}
      {/* Apart from the buttons above, which on a phone wrap down to it. */}
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {[company.domain, company.tenantId].filter(Boolean).join(' · ')}
      </Typography>
      {!company.isActive && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.partner-admin/companies.inactive_notice')}
        </Alert>
      )}
    </>
  );
}
