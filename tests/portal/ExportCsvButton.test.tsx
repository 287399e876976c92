// The lists' "Export" (src/components/ExportCsvButton.tsx), on the orders list: a large export takes seconds.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrder, endUserHandlers } from '../../mocks/end-user-handlers';
import { resetPortal } from './support/admin';
import { doubleClick } from './support/render';
import { openScreen } from './support/screen';

describe('exporting a list as CSV', () => {
  let blobs: Blob[];
  const createObjectURL = URL.createObjectURL;
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:orders';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(async () => {
    URL.createObjectURL = createObjectURL;
    vi.restoreAllMocks();
    await resetPortal();
  });

  it('shows it is working while it exports, keeping its name, and exports once on a double click', async () => {
    let answerTheExport!: () => void;
    const exportAnswered = new Promise<void>((resolve) => (answerTheExport = resolve));
    let exports = 0;
    openScreen('/orders', {
      handlers: [
        // The export asks for every row (the list, a page): it waits until the test lets it go on.
        http.get('/api/v1/orders', async ({ request }) => {
          const [, end] = JSON.parse(new URL(request.url).searchParams.get('range') ?? '[0,24]') as number[];
          if (end! < 1000) return undefined;
          exports++;
          await exportAnswered;
          return undefined;
        }),
        endUserHandlers.orders([buildOrder(), buildOrder({ id: 22, number: 'ORD-2026-0022' })]),
      ],
    });
    await screen.findByText('ORD-2026-0022');
    const button = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    doubleClick(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled());
    expect(within(button).getByRole('progressbar', { name: 'Export' })).toBeInTheDocument();
    doubleClick(button);
    answerTheExport();
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(exports).toBe(1);
    expect(blobs).toHaveLength(1);
  });
});
