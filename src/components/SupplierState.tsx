import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Subscription } from '../../common/api';

type Supplier = Pick<Subscription, 'supplierStatus' | 'supplierRefusal' | 'supplierSubscriptionId'>;

/** Microsoft's refusal in the reader's words where the portal knows its code, else in Microsoft's own. */
export function useRefusalWords() {
  const translate = useTranslate();
  return (refusal: Supplier['supplierRefusal']) =>
    refusal ? translate(`resources.subscriptions.supplier.reasons.${refusal.code}`, { _: refusal.description }) : '';
}

/** "Waiting for Microsoft" or "Refused by Microsoft" beside the status; nothing once Microsoft has taken every change. */
export function SupplierChip({ subscription }: { subscription: Supplier }) {
  const translate = useTranslate();
  if (subscription.supplierStatus === 'in_sync') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      // The words in the body's colour (an info blue on white reads at 3.9:1); the border says which.
      sx={{ borderColor: subscription.supplierStatus === 'waiting' ? 'info.main' : 'warning.main' }}
      label={translate(`resources.subscriptions.supplier.${subscription.supplierStatus}`)}
    />
  );
}

/** On the subscription's page: what waits for Microsoft, or what Microsoft refused and what that means. */
export function SupplierNotice({ subscription }: { subscription: Supplier }) {
  const translate = useTranslate();
  const words = useRefusalWords();
  if (subscription.supplierStatus === 'waiting') {
    return (
      <Alert severity="info" role="status">
        {translate('resources.subscriptions.supplier.waiting_notice')}
      </Alert>
    );
  }
  if (subscription.supplierStatus === 'refused') {
    return (
      <Alert severity="warning">
        {translate('resources.subscriptions.supplier.refused_notice', {
          reason: words(subscription.supplierRefusal),
        })}
      </Alert>
    );
  }
  return null;
}

/** Microsoft's id of the subscription, which a support case with Microsoft quotes: shown whole, and copied in a tap. */
export function SupplierSubscriptionId({ subscription }: { subscription: Supplier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const id = subscription.supplierSubscriptionId;
  if (!id) {
    return <Typography color="text.secondary">{translate('resources.subscriptions.supplier.not_yet')}</Typography>;
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{id}</Typography>
      <Tooltip title={translate('resources.subscriptions.supplier.copy')}>
        <IconButton
          size="small"
          aria-label={translate('resources.subscriptions.supplier.copy')}
          onClick={() =>
            navigator.clipboard
              ?.writeText(id)
              .then(() => notify('resources.subscriptions.supplier.copied', { type: 'info' }))
          }
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
