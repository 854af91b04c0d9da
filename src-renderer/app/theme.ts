import { createTheme } from '@mantine/core';

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
  defaultRadius: 'sm',
});
