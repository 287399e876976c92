import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, type Exporter, type RaRecord } from 'react-admin';
import { LabeledButton } from './LabeledButton';
import { useDescribeError } from './ErrorAlert';

/** Every row a list's filters match, not only its page. */
const mostRows = 100_000;

/**
 * "Export" with its word on every screen (react-admin's ExportButton is a bare icon on a phone): every row the
 * list's filters match, in the list's order, through the given exporter.
 */
export function ExportCsvButton<T extends RaRecord>({ exporter }: { exporter: Exporter<T> }) {
  const { resource, filterValues, sort, total } = useListContext<T>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const describeError = useDescribeError();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList<T>(resource, {
        sort,
        filter: filterValues,
        pagination: { page: 1, perPage: mostRows },
      });
      await exporter(data, () => Promise.resolve({}), dataProvider, resource);
    } catch (error) {
      notify(describeError(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LabeledButton label="ra.action.export" onClick={exportAll} disabled={busy || total === 0}>
      <DownloadIcon />
    </LabeledButton>
  );
}
