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

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(one: string, other: string) {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('an outlined chip on the light theme (an open invoice, a message being retried)', () => {
  type Override = (props: { ownerState: { color?: string }; theme: { palette: { mode: string } } }) => object;
  const outlinedOf = (theme: typeof lightTheme) =>
    (theme.components!.MuiChip!.styleOverrides as { outlined: Override }).outlined;

  it.each(['info', 'warning'])('writes its %s words at 4.5:1 or more on white', (color) => {
    const style = outlinedOf(lightTheme)({ ownerState: { color }, theme: { palette: { mode: 'light' } } }) as {
      color: string;
    };
    expect(contrast(style.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(style).toMatchObject({ borderColor: style.color });
  });

  it('keeps the dark theme’s and the other colours’ own', () => {
    expect(outlinedOf(darkTheme)({ ownerState: { color: 'info' }, theme: { palette: { mode: 'dark' } } })).toEqual({});
    expect(outlinedOf(lightTheme)({ ownerState: { color: 'success' }, theme: { palette: { mode: 'light' } } })).toEqual(
      {},
    );
  });
});

describe('a refused field’s label and words', () => {
  it.each([
    // A filled field's grey over the page: #f0f0f0 in the light theme, #272727 in the dark one inside a card.
    ['light', lightTheme, '#f0f0f0'],
    ['dark', darkTheme, '#272727'],
  ])('read at 4.5:1 on a filled field in the %s theme', (_name, theme, fieldGrey) => {
    const palette = theme.palette as { error: { main: string } };
    expect(contrast(palette.error.main, fieldGrey)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the dark theme’s surfaces', () => {
  it('lays the cards over a page no lighter than them', () => {
    const page = (darkTheme.palette as { background: { default: string } }).background.default;
    // MUI's dark paper is #121212, lightened with its elevation: an outlined card or a table's head is #121212 itself.
    expect(contrast(page, '#000000')).toBeLessThanOrEqual(contrast('#121212', '#000000'));
  });
});
