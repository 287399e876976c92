import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { useNewPageAtTop } from '../../src/layout/useNewPageAtTop';

function Page() {
  useNewPageAtTop();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/subscriptions/7">Visio Standard</Link>
      <Link to="/subscriptions?page=2">Next page</Link>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

describe('a new page starts at its top', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a page from a link at its top, keeps the place on Back and within the same page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/subscriptions']}>
        <Page />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Visio Standard' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
