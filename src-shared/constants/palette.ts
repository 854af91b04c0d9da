/**
 * Background colours of a coupon's display note (spec section 3), in the spec's order.
 * Each carries the text colour that reaches WCAG AA contrast (4.5:1) on it.
 */
export const NOTE_BACKGROUNDS = {
  skyBlue: { background: '#87CEEB', text: '#1A1A1A' },
  red: { background: '#D32F2F', text: '#FFFFFF' },
  orange: { background: '#F57C00', text: '#1A1A1A' },
  navyBlue: { background: '#1F3A93', text: '#FFFFFF' },
  yellow: { background: '#FFD600', text: '#1A1A1A' },
  green: { background: '#2E7D32', text: '#FFFFFF' },
  pink: { background: '#F48FB1', text: '#1A1A1A' },
  brown: { background: '#795548', text: '#FFFFFF' },
  black: { background: '#212121', text: '#FFFFFF' },
  white: { background: '#FFFFFF', text: '#1A1A1A' },
} as const;
export type NoteBackground = keyof typeof NOTE_BACKGROUNDS;

export const NOTE_BACKGROUND_KEYS = Object.keys(NOTE_BACKGROUNDS) as NoteBackground[];
