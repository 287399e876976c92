import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iconTimeoutMs, ProductIcon } from '../../../src/resources/catalog/ProductIcon';

describe('a product icon', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives way to a neutral icon at 1500 ms, not before', () => {
    expect(iconTimeoutMs).toBe(1500);
    render(<ProductIcon iconUrl="/icons/slow.svg" publisher="Adobe" />);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByTestId('neutral-icon')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('neutral-icon')).toBeInTheDocument();
  });

  it('shows the icon once loaded and keeps it past the time-out', () => {
    render(<ProductIcon iconUrl="/icons/adobe.svg" publisher="Adobe" />);
    expect(screen.getByAltText('Adobe')).not.toBeVisible();
    fireEvent.load(screen.getByAltText('Adobe'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('neutral-icon')).not.toBeInTheDocument();
    expect(screen.getByAltText('Adobe')).toBeVisible();
  });
});
