// Spec §9: the primary colour is green and the secondary blue, in the light and the dark theme.
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../src/layout/theme';

/** The hue (0–360°) of a #rrggbb colour. */
function hueOf(hex: string) {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(red, green, blue);
  const range = max - Math.min(red, green, blue);
  if (range === 0) return 0;
  const hue =
    max === red ? ((green - blue) / range) % 6 : max === green ? (blue - red) / range + 2 : (red - green) / range + 4;
  return (hue * 60 + 360) % 360;
}

describe('the portal’s colours', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('are green (primary) and blue (secondary) in the %s theme', (_name, theme) => {
    const palette = theme.palette as { primary: { main: string }; secondary: { main: string } };
    expect(hueOf(palette.primary.main)).toBeGreaterThan(90);
    expect(hueOf(palette.primary.main)).toBeLessThan(150);
    expect(hueOf(palette.secondary.main)).toBeGreaterThan(195);
    expect(hueOf(palette.secondary.main)).toBeLessThan(240);
  });
});
