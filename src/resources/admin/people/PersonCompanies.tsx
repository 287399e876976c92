import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinearProgress, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Person } from '../../../../common/api';
import { type AppDataProvider } from '../../../providers/dataProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFormatDate } from '../../../components/Dates';
import { personCompaniesKey } from '../../../features/companyAccess';

/** The companies a person has access to (a row's expansion on the people screen). */
export function PersonCompanies() {
  const translate = useTranslate();
  const person = useRecordContext<Person>();
  const date = useFormatDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const companies = useQuery({
    queryKey: personCompaniesKey(person?.id ?? 0),
    queryFn: () => dataProvider.getPersonCompanies(person!.id),
    enabled: !!person,
  });
  if (!person) return null;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.admin/people.companies', { name: person.name ?? person.email })}
      </Typography>
      {companies.isPending ? (
        <LinearProgress />
      ) : companies.isError ? (
        <ErrorAlert error={companies.error} />
      ) : companies.data.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.admin/people.no_companies')}</Typography>
      ) : (
        <List dense>
          {companies.data.map((company) => (
            <ListItem key={company.id} disableGutters>
              <ListItemText
                primary={`${company.name} — ${translate(`pages.admin.access.roles.${company.role}`)}`}
                secondary={`${translate('pages.admin.my_companies.since')} ${date(company.grantedAt)} · ${
                  company.expiresAt
                    ? `${translate('pages.admin.my_companies.expires')} ${date(company.expiresAt)}`
                    : translate('pages.admin.my_companies.no_end')
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
