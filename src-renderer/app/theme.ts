import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

const japaneseFontStack = [
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"BIZ UDPGothic"',
  '"Yu Gothic UI"',
  '"Yu Gothic"',
  'Meiryo',
  '"Noto Sans CJK JP"',
  '"Noto Sans JP"',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  fontFamily: japaneseFontStack,
  fontFamilyMonospace: '"BIZ UDGothic", "Noto Sans Mono CJK JP", Consolas, Menlo, monospace',
  headings: { fontFamily: japaneseFontStack, fontWeight: '700' },
  primaryColor: 'indigo',
  // Shade 8 keeps white button text and links on white above the WCAG AA contrast of 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
});

/** Mantine's default "dimmed" grey is 3.3:1 on white; this one is 6.3:1 (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#555d66' },
  dark: {},
});
