import { describe, expect, it } from 'vitest';
import {
  EMOJI,
  HTML_TAG,
  WHITESPACE,
  containsEmoji,
  containsWhitespace,
  removeEmoji,
  removeWhitespace,
  stripHtmlTags,
} from '@shared/validation';

describe('EMOJI', () => {
  const emoji = [
    ['sushi', '🍣'],
    ['skin tone', '👍🏽'],
    ['ZWJ family', '👨‍👩‍👧'],
    ['ZWJ with a text-style part', '🏃‍♀️'],
    ['flag', '🇯🇵'],
    ['keycap', '1️⃣'],
    ['heart with emoji selector', '❤️'],
    ['sun with emoji selector', '☀️'],
    ['emoji-presentation BMP symbol', '⭐'],
    ['subdivision flag (tag sequence)', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
    ['lone skin-tone modifier', '🏻'],
  ] as const;

  it.each(emoji)('finds %s', (_, value) => {
    expect(containsEmoji(`a${value}b`)).toBe(true);
    expect(removeEmoji(`a${value}b`)).toBe('ab');
  });

  it.each(['★', '☆', '♪', '※', '♀', '♂', '①', '㈱', '©', '〒', '→', '#', '1', '漢字かなカナ'])(
    'leaves the text symbol %s alone',
    (value) => {
      expect(containsEmoji(value)).toBe(false);
      expect(removeEmoji(value)).toBe(value);
    },
  );

  it('removes every emoji of a text, keeping the rest', () => {
    expect(removeEmoji('🍣寿司🍣と🍺ビール👍🏽！')).toBe('寿司とビール！');
  });

  it('is not global, and the helpers give the same answer on every call', () => {
    expect(EMOJI.global).toBe(false);
    expect([1, 2, 3].map(() => containsEmoji('🍣'))).toEqual([true, true, true]);
    expect([1, 2].map(() => removeEmoji('x🍣y🍣'))).toEqual(['xy', 'xy']);
  });
});

describe('HTML_TAG', () => {
  it('matches tags, comments and doctypes', () => {
    for (const tag of [
      '<b>',
      '</p>',
      '<br/>',
      '<a href="x">',
      '<!-- note -->',
      '<!DOCTYPE html>',
      '<DIV class=a>',
    ]) {
      expect(HTML_TAG.test(tag)).toBe(true);
    }
  });

  it('does not match a lone angle bracket in text', () => {
    expect(HTML_TAG.test('1 < 2 and 3 > 2')).toBe(false);
    expect(HTML_TAG.test('<<>>')).toBe(false);
  });

  it('strips every tag and keeps the text', () => {
    expect(stripHtmlTags('<p>こんにちは<br/><b>世界</b></p>')).toBe('こんにちは世界');
    expect(stripHtmlTags('1 < 2')).toBe('1 < 2');
    expect([1, 2].map(() => stripHtmlTags('<i>x</i>'))).toEqual(['x', 'x']);
    expect(HTML_TAG.global).toBe(false);
  });
});

describe('WHITESPACE', () => {
  it('matches half-width, full-width and other whitespace', () => {
    for (const space of [' ', '\u3000', '\t', '\n', '\r', '\u00A0'])
      expect(WHITESPACE.test(`a${space}b`)).toBe(true);
    expect(WHITESPACE.test('ab')).toBe(false);
  });

  it('finds and removes every space', () => {
    expect(containsWhitespace('山田 太郎')).toBe(true);
    expect(containsWhitespace('山田太郎')).toBe(false);
    expect(removeWhitespace(' 山田\u3000太郎\t\n')).toBe('山田太郎');
    expect([1, 2, 3].map(() => containsWhitespace('a b'))).toEqual([true, true, true]);
    expect(WHITESPACE.global).toBe(false);
  });
});
