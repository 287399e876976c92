import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { visuallyHidden } from './HiddenColumnLabel';

// The portal's charts are a dozen points: bars or lines over a few labels, drawn here as plain SVG. @mui/x-charts
// (the first choice) measured every tick label after mounting and rendered again, a 150 ms task on a phone, and
// weighed 87 KB gzipped; this draws in one render and keeps no library.

export type ChartSeries = { label: string; data: number[]; color: string };

export type SvgChartProps = {
  kind: 'bar' | 'line';
  /** What the chart shows, for screen readers and as the hidden table's caption. */
  title: string;
  /** One label per point, along the bottom. */
  labels: string[];
  series: ChartSeries[];
  height: number;
  /** The value axis's labels (compact); the points' own texts use `formatPoint`. */
  formatTick?: (value: number) => string;
  formatPoint?: (value: number) => string;
  /** A point's text, where its label meets its value: "Feb 26: 40" (the default), "févr. 26 : 40" in French. */
  labelled?: (label: string, value: string) => string;
};

const margin = { top: 8, right: 8, bottom: 24, left: 56 };
/** The room a bottom label needs; beyond, every second (third…) label is shown. */
const labelWidth = 76;
/** The width where the browser cannot tell it (tests). */
const defaultWidth = 600;

/** Bars or lines of a few series over a few labels, with a value axis, a legend and the data as a hidden table. */
export function SvgChart({
  kind,
  title,
  labels,
  series,
  height,
  formatTick = String,
  formatPoint = formatTick,
  labelled = (label, value) => `${label}: ${value}`,
}: SvgChartProps) {
  const theme = useTheme();
  const [box, setBox] = useState<HTMLElement | null>(null);
  const width = useWidth(box);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const ticks = niceTicks(Math.max(0, ...series.flatMap((entry) => entry.data)));
  const top = ticks.at(-1)!;
  const band = labels.length > 0 ? plotWidth / labels.length : 0;
  const labelStep = Math.max(1, Math.ceil(labelWidth / Math.max(band, 1)));
  const x = (index: number) => margin.left + band * (index + 0.5);
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const text = { fontSize: 12, fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily };
  const barWidth = (band * 0.7) / Math.max(series.length, 1);

  return (
    <Box ref={setBox} sx={{ width: '100%', overflow: 'hidden' }}>
      <svg width={width} height={height} role="img" aria-label={title} style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
            <text x={margin.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" {...text}>
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {labels.map((label, index) =>
          index % labelStep === 0 ? (
            <text key={label} x={x(index)} y={height - 6} textAnchor="middle" {...text}>
              {label}
            </text>
          ) : null,
        )}
        {series.map((entry, seriesIndex) =>
          kind === 'bar' ? (
            <g key={entry.label} fill={entry.color}>
              {entry.data.map((value, index) => (
                <rect
                  key={labels[index]}
                  x={margin.left + band * index + band * 0.15 + barWidth * seriesIndex}
                  y={y(value)}
                  width={barWidth}
                  height={Math.max(0, margin.top + plotHeight - y(value))}
                >
                  <title>{labelled(labels[index] ?? '', formatPoint(value))}</title>
                </rect>
              ))}
            </g>
          ) : (
            <g key={entry.label} stroke={entry.color} fill={entry.color}>
              <polyline
                fill="none"
                strokeWidth={2}
                points={entry.data.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              />
              {entry.data.map((value, index) => (
                <circle key={labels[index]} cx={x(index)} cy={y(value)} r={3}>
                  <title>{labelled(`${entry.label}, ${labels[index]}`, formatPoint(value))}</title>
                </circle>
              ))}
            </g>
          ),
        )}
      </svg>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }} aria-hidden>
        {series.map((entry) => (
          <Stack key={entry.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: entry.color }} />
            <Typography variant="body2">{entry.label}</Typography>
          </Stack>
        ))}
      </Stack>
      {/* The hidden box holds the table: a table is never narrower than its words, whatever its width says. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <td />
              {series.map((entry) => (
                <th key={entry.label} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((entry) => (
                  <td key={entry.label}>{formatPoint(entry.data[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

/**
 * The element's width, followed as it changes (a phone turned, a sidebar opened). Zero until measured: drawn wider
 * than its box, the chart would widen the box (and the page) instead of fitting it.
 */
function useWidth(element: HTMLElement | null) {
  const [width, setWidth] = useState(typeof ResizeObserver === 'function' ? 0 : defaultWidth);
  useEffect(() => {
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The value axis's ticks: from 0 by a round step (1, 2, 2.5 or 5 times a power of ten) to the maximum rounded up, in
 * four steps at most, so that each reads round ("0, 2K, 4K, 6K", never "1.3K, 2.5K, 3.8K").
 */
export function niceTicks(maximum: number) {
  if (maximum <= 0) return [0, 1];
  const rough = maximum / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough) ?? 10) * power;
  const steps = Math.ceil(maximum / step - 1e-9);
  // toPrecision: 3 × 0.1 is 0.30000000000000004.
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
