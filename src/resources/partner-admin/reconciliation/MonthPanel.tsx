import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import LockIcon from '@mui/icons-material/Lock';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useListContext, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ReconciliationSummary } from '../../../../common/api';
import { formatMoment } from '../../../../common/format';
import { useDescribeError } from '../../../components/ErrorAlert';
import { LabeledButton } from '../../../components/LabeledButton';
import { useMutationOnce } from '../../../components/useMutationOnce';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useMoney, words } from './words';

/** The month's summary, shared by the panel and the rows' actions (whether the month is closed). */
export function useMonthSummary(period: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reconciliation-summary', period],
    queryFn: () => dataProvider.getReconciliationSummary(period!),
    enabled: Boolean(period),
  });
}

/** Above the rows: what was imported and when, the import buttons, the month's totals and closing it. */
export function MonthPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoney();
  const { filterValues } = useListContext();
  const period = filterValues?.period as string | undefined;
  const summary = useMonthSummary(period).data;
  if (!period) return null;
  const when = (moment: string) => formatMoment(moment, locale);
  const imported = summary?.import;
  const totals: (keyof ReconciliationSummary['totals'])[] = [
    'charged',
    'expected',
    'billed',
    'pending',
    'leak',
    'margin',
  ];
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${words}.intro`)}
      </Typography>
      {summary?.closed ? (
        <Alert severity="success" icon={<LockIcon />}>
          {translate(`${words}.closed`, { date: when(summary.closed.closedAt), who: summary.closed.closedBy ?? '—' })}
        </Alert>
      ) : (
        <ImportButtons period={period} />
      )}
      {summary && !imported && <Alert severity="info">{translate(`${words}.not_imported`)}</Alert>}
      {imported && (
        <Typography variant="body2">
          {translate(`${words}.import_state`, {
            source: translate(`${words}.sources.${imported.source}`, { name: imported.fileName ?? '' }),
            date: when(imported.importedAt),
            who: imported.importedBy ?? '—',
            smart_count: imported.rowCount,
          })}
        </Typography>
      )}
      {summary && imported && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          {totals.map((total) => (
            <Paper key={total} variant="outlined" sx={{ p: 1.5 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`${words}.totals.${total}`)}
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0 }}
                color={
                  (total === 'leak' && Number(summary.totals.leak) > 0) ||
                  (total === 'margin' && Number(summary.totals.margin) < 0)
                    ? 'error'
                    : undefined
                }
              >
                {money(summary.totals[total], summary.currency)}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
      {summary && imported && !summary.closed && <CloseMonth summary={summary} />}
    </Stack>
  );
}

/** "Import from Microsoft" (Partner Center, through the portal's client) and "Import a file" (its CSV). */
function ImportButtons({ period }: { period: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeError = useDescribeError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isReading, setIsReading] = useState(false);
  const settle = {
    onSuccess: (summary: ReconciliationSummary) => {
      notify(`${words}.imported`, { type: 'success', messageArgs: { smart_count: summary.import?.rowCount ?? 0 } });
      refresh();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  };
  const fromMicrosoft = useMutationOnce({
    mutationFn: () => dataProvider.importReconciliation({ period, source: 'microsoft' }),
    ...settle,
  });
  const fromFile = useMutationOnce({
    mutationFn: (file: { name: string; content: string }) =>
      dataProvider.importReconciliation({ period, source: 'csv', fileName: file.name, content: file.content }),
    ...settle,
  });
  const isBusy = fromMicrosoft.isPending || fromFile.isPending || isReading;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LabeledButton
        label={`${words}.import_microsoft`}
        variant="contained"
        disabled={isBusy}
        onClick={() => fromMicrosoft.mutate(undefined)}
      >
        <CloudDownloadIcon />
      </LabeledButton>
      <LabeledButton
        label={`${words}.import_file`}
        variant="outlined"
        disabled={isBusy}
        onClick={() => fileInput.current?.click()}
      >
        <UploadFileIcon />
      </LabeledButton>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="reconciliation-file"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setIsReading(true);
          try {
            fromFile.mutate({ name: file.name, content: await file.text() });
          } finally {
            setIsReading(false);
          }
        }}
      />
    </Stack>
  );
}

/** "Close the month", once every row is matched or explained, after a confirmation. */
function CloseMonth({ summary }: { summary: ReconciliationSummary }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const describeError = useDescribeError();
  const [isAsking, setIsAsking] = useState(false);
  const close = useMutationOnce({
    mutationFn: () => dataProvider.closeReconciliation(summary.period),
    onSuccess: () => {
      notify(`${words}.closed_notice`, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(describeError(error), { type: 'error' }),
  });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <LabeledButton
        label={`${words}.close`}
        variant="outlined"
        disabled={summary.openCount > 0 || close.isPending}
        onClick={() => setIsAsking(true)}
      >
        <LockIcon />
      </LabeledButton>
      {summary.openCount > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${words}.open_rows`, { smart_count: summary.openCount })}
        </Typography>
      )}
      <Confirm
        isOpen={isAsking}
        title={translate(`${words}.close_title`, { period: summary.period })}
        content={translate(`${words}.close_content`)}
        onConfirm={() => {
          setIsAsking(false);
          close.mutate(undefined);
        }}
        onClose={() => setIsAsking(false)}
      />
    </Stack>
  );
}
