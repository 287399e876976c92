import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceCeiling, SvgChart } from '../../src/components/SvgChart';
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
    // The axis tops out at 50 (the maximum, 40, rounded up); the plot is 224 - 8 - 24 = 192 px tall.
    expect(bars.map((bar) => Math.round(Number(bar.getAttribute('height')) * 10) / 10)).toEqual([
      38.4, 153.6, 76.8, 19.2, 115.2, 57.6,
    ]);
    expect(bars[1]!.querySelector('title')).toHaveTextContent('2026-02: 40 seats');
    expect(screen.getByText('50')).toBeInTheDocument();
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

  it('rounds the axis up to a round figure', () => {
    expect([0, 0.4, 7, 40, 120, 132_554, 250].map(niceCeiling)).toEqual([1, 0.5, 10, 50, 200, 200_000, 250]);
  });
});
