import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify, type Exporter, type RaRecord } from 'react-admin';
import { LabeledButton } from './LabeledButton';
import { useDescribeError } from './ErrorAlert';
import { useMutationOnce } from './useMutationOnce';

/** Every row a list's filters match, not only its page. */
const mostRows = 100_000;

/**
 * "Export" with its word on every screen (react-admin's ExportButton is a bare icon on a phone): every row the
 * list's filters match, in the list's order, through the given exporter. A large export takes seconds: meanwhile the
 * button turns while it keeps its name, and a second click exports nothing more.
 */
export function ExportCsvButton<T extends RaRecord>({ exporter }: { exporter: Exporter<T> }) {
  const { resource, filterValues, sort, total } = useListContext<T>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const describeError = useDescribeError();
  const exportAll = useMutationOnce({
    mutationFn: async () => {
      const { data } = await dataProvider.getList<T>(resource, {
        sort,
        filter: filterValues,
        pagination: { page: 1, perPage: mostRows },
      });
      await exporter(data, () => Promise.resolve({}), dataProvider, resource);
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
  });
  return (
    <LabeledButton
      label="ra.action.export"
      onClick={() => exportAll.mutate()}
      loading={exportAll.isPending}
      loadingPosition="start"
      aria-busy={exportAll.isPending}
      disabled={total === 0}
    >
      <DownloadIcon />
    </LabeledButton>
  );
}
