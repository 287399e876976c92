import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceTicks, SvgChart } from '../../src/components/SvgChart';
import { chartFigures } from './support/chart';

describe('SvgChart', () => {
  const chart = (kind: 'bar' | 'line') =>
    render(
      <SvgChart
        kind={kind}
        title="Seats per month"
        height={224}
        labels={['2026-01', '2026-02', '2026-03']}
        series={[
          { label: 'Assigned', data: [10, 40, 20], color: '#123456' },
          { label: 'Active', data: [5, 30, 15], color: '#654321' },
        ]}
        formatPoint={(value) => `${value} seats`}
      />,
    );

  it('draws one bar per point, as tall as its share of the axis, each naming its label and value', () => {
    const { container } = chart('bar');
    expect(screen.getByRole('img', { name: 'Seats per month' })).toBeInTheDocument();
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(6);
    // The axis tops out at 40 (the maximum, by steps of 10); the plot is 224 - 8 - 24 = 192 px tall.
    expect(bars.map((bar) => Math.round(Number(bar.getAttribute('height')) * 10) / 10)).toEqual([
      48, 192, 96, 24, 144, 72,
    ]);
    expect(bars[1]!.querySelector('title')).toHaveTextContent('2026-02: 40 seats');
    expect(screen.getByText('40')).toBeInTheDocument();
  });

  it('draws a line per series with a point per label', () => {
    const { container } = chart('line');
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(6);
    expect(container.querySelector('circle title')).toHaveTextContent('Assigned, 2026-01: 10 seats');
  });

  it('gives screen readers the figures as a table', () => {
    chart('line');
    expect(chartFigures('Seats per month', /2026-02/)).toEqual(['40 seats', '30 seats']);
    const table = screen.getByRole('table', { name: 'Seats per month' });
    expect(within(table).getByRole('columnheader', { name: 'Active' })).toBeInTheDocument();
  });

  it('ticks the axis at round figures, up to the maximum rounded up', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(0.4)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    // A dashboard's year of costs: "0, 2K, 4K", not "1.3K, 2.5K, 3.8K".
    expect(niceTicks(3_800)).toEqual([0, 1_000, 2_000, 3_000, 4_000]);
    expect(niceTicks(4_800)).toEqual([0, 2_000, 4_000, 6_000]);
    expect(niceTicks(132_554)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(250)).toEqual([0, 100, 200, 300]);
  });
});
