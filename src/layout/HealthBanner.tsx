import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { specMessages } from '../i18n/messages';
import { api } from '../providers';

/**
 * Follows GET /health while the person works: at start, every minute, when the tab comes back into view or the
 * network returns; while it fails, says so and checks again every 15 s.
 */
export function HealthBanner() {
  const translate = useTranslate();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: api.checkHealth,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? 15_000 : 60_000),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
  if (!health.isError) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={() => health.refetch()}>
          {translate('pages.health.retry')}
        </Button>
      }
    >
      <strong>{specMessages.healthCheckFailed}</strong>. {translate('pages.health.banner')}
    </Alert>
  );
}
