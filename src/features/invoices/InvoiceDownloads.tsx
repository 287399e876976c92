import DownloadIcon from '@mui/icons-material/Download';
import { Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import type { InvoiceDocumentFormat } from '../../providers/billingCalls';
import { useDescribeError } from '../../components/ErrorAlert';
import { LabeledButton } from '../../components/LabeledButton';
import { useMutationOnce } from '../../components/useMutationOnce';

type Downloaded = { blob: Blob; fileName: string | null };

/** Saves bytes under a name, as the browser saves a download (react-admin's downloadCSV does the same). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Download PDF" and "Download CSV": fetched through the portal's API client (the Bearer token and the company go
 * with it), then saved. A second click while one is on its way does nothing.
 */
export function InvoiceDownloads({
  download,
  baseName,
}: {
  download: (format: InvoiceDocumentFormat) => Promise<Downloaded>;
  /** The file's name when the API gives none. */
  baseName: string;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DownloadButton format="pdf" download={download} baseName={baseName} />
      <DownloadButton format="csv" download={download} baseName={baseName} />
    </Stack>
  );
}

function DownloadButton({
  format,
  download,
  baseName,
}: {
  format: InvoiceDocumentFormat;
  download: (format: InvoiceDocumentFormat) => Promise<Downloaded>;
  baseName: string;
}) {
  const notify = useNotify();
  const describeError = useDescribeError();
  const fetchFile = useMutationOnce({
    mutationFn: () => download(format),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName ?? `${baseName}.${format}`;
      saveFile(blob, name);
      notify('resources.invoices.downloaded', { type: 'info', messageArgs: { file: name } });
    },
    onError: (error) => notify(describeError(error), { type: 'error' }),
  });
  return (
    <LabeledButton
      label={`resources.invoices.download_${format}`}
      variant="outlined"
      disabled={fetchFile.isPending}
      onClick={() => fetchFile.mutate()}
    >
      <DownloadIcon />
    </LabeledButton>
  );
}
