import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { BillingRun } from '../../../../common/api';
import { formatCount, formatMoney } from '../../../../common/format';
import { ListError } from '../../../components/ErrorAlert';
import { partnerPaths } from '../../../components/partnerPaths';
import { RowLink } from '../../../components/RowLink';
import { useInvoiceWords } from '../../../features/invoices';
import { useIsPhone } from '../../../hooks/useIsPhone';
import { NewBillingRunButton } from './NewBillingRunButton';
import { SellerNotice } from './SellerNotice';
import { AmountAndStatus } from '../../../components/AmountAndStatus';

const resource = 'partner-admin/billing';

/** /partner-admin/billing: the billing runs, the latest first, and a new one for a month. */
export function BillingRunList() {
  const translate = useTranslate();
  const words = useInvoiceWords();
  const isPhone = useIsPhone();
  const totals = useTotals();
  const t = (key: string, options = {}) => translate(`resources.${resource}.${key}`, options);
  const counts = useRunCounts();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <SellerNotice />
      <List
        resource={resource}
        title={t('title')}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <Button component={Link} to={partnerPaths.invoices} size="small" startIcon={<ListAltIcon />}>
              {t('all_invoices')}
            </Button>
            <NewBillingRunButton />
          </TopToolbar>
        }
        empty={
          <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
            <Typography>{t('empty')}</Typography>
            <NewBillingRunButton />
          </Stack>
        }
        error={<ListError />}
      >
        {isPhone ? (
          <SimpleList<BillingRun>
            primaryText={(run) => words.month(run.period)}
            secondaryText={counts}
            rightIcon={(run) => <AmountAndStatus amount={totals(run)} status={<RunStatusChip run={run} />} />}
            linkType={(run) => partnerPaths.billingRun(run.id)}
          />
        ) : (
          <DataTable<BillingRun> bulkActionButtons={false} rowClick={(id) => partnerPaths.billingRun(id)}>
            <DataTable.Col source="period" disableSort>
              <FunctionField<BillingRun>
                render={(run) => (
                  <RowLink source="period" to={(id) => partnerPaths.billingRun(id)}>
                    {words.month(run.period)}
                  </RowLink>
                )}
              />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort render={(run: BillingRun) => <RunStatusChip run={run} />} />
            <DataTable.Col source="invoiceCount" disableSort render={counts} />
            <DataTable.Col source="totals" disableSort align="right" render={totals} />
            <DataTable.Col source="createdBy" disableSort>
              <TextField source="createdBy" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col
              source="createdAt"
              disableSort
              render={(run: BillingRun) => words.day(run.createdAt.slice(0, 10))}
            />
          </DataTable>
        )}
      </List>
    </Stack>
  );
}

/** A run's totals, one per currency: "$1,234.50 · 980,00 €". */
function useTotals() {
  const [locale] = useLocaleState();
  return (run: BillingRun) =>
    run.totals.map(({ currency, total }) => formatMoney(total, currency, locale)).join(' · ') || '—';
}

export function RunStatusChip({ run }: { run: BillingRun }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={run.status === 'finalized' ? 'success' : 'warning'}
      label={translate(`resources.${resource}.status.${run.status}`)}
    />
  );
}

/** "9,998 of 10,005 issued": a run's invoices issued and made, with the language's separators. */
export function useRunCounts() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (run: Pick<BillingRun, 'issuedCount' | 'invoiceCount'>) =>
    translate(`resources.${resource}.counts`, {
      issued: formatCount(run.issuedCount, locale),
      count: run.invoiceCount,
    });
}
