import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { useMyCompanies } from '../hooks/useMyCompanies';
import { CompanyDashboard, PartnerDashboard, SupportDashboard } from '../resources/dashboard';
import { useActingInside } from '../features/actingInside';

/**
 * The signed-in home: a greeting, the current company at a glance; for a partner administrator the partner's figures,
 * for support staff their access work. Staff see a company's figures when they act inside a customer, not those of
 * the partner's own company, which buys nothing.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const companies = useMyCompanies();
  const { canAccess: isPartnerAdmin } = useCanAccess({ resource: 'partner-admin', action: 'list' });
  const { canAccess: isStaff } = useCanAccess({ resource: 'admin/people', action: 'list' });
  const actingInside = useActingInside();
  const isSupport = isStaff && isPartnerAdmin === false;
  const current = companies.data?.find((company) => company.isCurrent);
  const firstName = typeof identity?.firstName === 'string' ? identity.firstName : (identity?.fullName ?? '');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('pages.dashboard.title', { _: 'Dashboard' })} />
      <Typography variant="h4" component="h1">
        {translate('pages.dashboard.welcome', { name: firstName, _: `Welcome, ${firstName}` })}
      </Typography>
      {isPartnerAdmin && <PartnerDashboard />}
      {isSupport && <SupportDashboard />}
      {isStaff === undefined || (isStaff && !actingInside) ? null : current ? (
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
