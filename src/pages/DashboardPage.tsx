import { Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { myCompaniesKey } from '../layout/CompanySwitcher';
import type { AppDataProvider } from '../providers/dataProvider';

/** The signed-in home: who you are and the companies you act for. */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const companies = useQuery({ queryKey: myCompaniesKey, queryFn: () => dataProvider.getMyCompanies() });
  const firstName = typeof identity?.firstName === 'string' ? identity.firstName : (identity?.fullName ?? '');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('pages.dashboard.title', { _: 'Dashboard' })} />
      <Typography variant="h4" component="h1">
        {translate('pages.dashboard.welcome', { name: firstName, _: `Welcome, ${firstName}` })}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('pages.dashboard.companies', { _: 'Your companies' })}
          </Typography>
          {companies.isPending ? (
            <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
          ) : (companies.data ?? []).length === 0 ? (
            <Typography color="text.secondary">
              {translate('pages.dashboard.no_company', {
                _: 'You have no access to a company yet. Ask your administrator.',
              })}
            </Typography>
          ) : (
            <List dense>
              {companies.data!.map((company) => (
                <ListItem
                  key={company.id}
                  secondaryAction={
                    company.isCurrent ? (
                      <Chip
                        size="small"
                        color="primary"
                        label={translate('pages.dashboard.current', { _: 'Current' })}
                      />
                    ) : null
                  }
                >
                  <ListItemText
                    primary={company.name}
                    secondary={translate(`layout.company.roles.${company.role}`, { _: company.role })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
