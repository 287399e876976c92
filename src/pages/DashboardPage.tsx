import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { useMyCompanies } from '../layout/useMyCompanies';
import { CompanyDashboard, PartnerDashboard } from '../resources/dashboard';

/** The signed-in home: a greeting, the current company at a glance, and for a partner admin the partner's figures. */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const companies = useMyCompanies();
  const { canAccess: isPartnerAdmin } = useCanAccess({ resource: 'partner-admin', action: 'list' });
  const current = companies.data?.find((company) => company.isCurrent);
  const firstName = typeof identity?.firstName === 'string' ? identity.firstName : (identity?.fullName ?? '');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('pages.dashboard.title', { _: 'Dashboard' })} />
      <Typography variant="h4" component="h1">
        {translate('pages.dashboard.welcome', { name: firstName, _: `Welcome, ${firstName}` })}
      </Typography>
      {isPartnerAdmin && <PartnerDashboard />}
      {current ? (
        <CompanyDashboard key={current.id} />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('pages.dashboard.companies', { _: 'Your companies' })}
            </Typography>
            {companies.isPending ? (
              <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
            ) : (
              <Typography color="text.secondary">
                {translate('pages.dashboard.no_company', {
                  _: 'You have no access to a company yet. Ask your administrator.',
                })}
              </Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
