import { Typography } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { AccessEventTable } from '../../../components/AccessEventTable';
import { ListError } from '../../../components/ErrorAlert';

/** What happened to the signed-in person's own access (GET /api/v1/user/access-history). */
export function MyAccessHistory() {
  const translate = useTranslate();
  return (
    <section aria-labelledby="my-access-history">
      <Typography id="my-access-history" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('pages.admin.my_history.title')}
      </Typography>
      <List
        resource="admin/my-history"
        title={false}
        actions={false}
        disableSyncWithLocation
        storeKey={false}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={10}
        empty={<Typography color="text.secondary">{translate('pages.admin.my_history.empty')}</Typography>}
        error={<ListError />}
      >
        <AccessEventTable showPerson={false} />
      </List>
    </section>
  );
}
