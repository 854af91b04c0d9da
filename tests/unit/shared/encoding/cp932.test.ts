import { describe, expect, it } from 'vitest';
import { CP932_PRE_MAPPING, decodeCp932, encodeCp932, mapToCp932Forms } from '@shared/encoding';

function bytesOf(text: string): number[] {
  const result = encodeCp932(text);
  if (!result.ok) throw new Error(`unexpected unmappable ${JSON.stringify(result.unmappable)}`);
  return [...result.bytes];
}

describe('encodeCp932', () => {
  it('round-trips the characters Japanese Excel users type, mapping the four JIS forms', () => {
    const result = encodeCp932('～－①㈱髙﨑〜−‖—');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bytes).toBeInstanceOf(Uint8Array);
    expect(decodeCp932(result.bytes)).toBe('～－①㈱髙﨑～－∥―');
  });

  it('writes the Microsoft (Windows-31J) byte sequences', () => {
    expect(bytesOf('～')).toEqual([0x81, 0x60]);
    expect(bytesOf('－')).toEqual([0x81, 0x7c]);
    expect(bytesOf('①')).toEqual([0x87, 0x40]);
    expect(bytesOf('㈱')).toEqual([0x87, 0x8a]);
    expect(bytesOf('髙')).toEqual([0xfb, 0xfc]);
    expect(bytesOf('﨑')).toEqual([0xfa, 0xb1]);
    expect(bytesOf('ｱ')).toEqual([0xb1]);
    expect(bytesOf('A\\~')).toEqual([0x41, 0x5c, 0x7e]);
  });

  it('maps U+301C, U+2212, U+2016 and U+2014 to the bytes of their CP932 forms', () => {
    expect(bytesOf('〜')).toEqual(bytesOf('～'));
    expect(bytesOf('−')).toEqual(bytesOf('－'));
    expect(bytesOf('‖')).toEqual(bytesOf('∥'));
    expect(bytesOf('—')).toEqual(bytesOf('―'));
    expect(Object.keys(CP932_PRE_MAPPING)).toEqual(['\u301C', '\u2212', '\u2016', '\u2014']);
    expect(mapToCp932Forms('a〜b−c‖d—e')).toBe('a～b－c∥d―e');
  });

  it('reports an emoji with its index instead of writing "?"', () => {
    expect(encodeCp932('寿司🍣です')).toEqual({ ok: false, unmappable: [{ index: 2, char: '🍣' }] });
  });

  it('reports every unmappable character, with UTF-16 indices of the original text', () => {
    expect(encodeCp932('🍣a〜한b🍺')).toEqual({
      ok: false,
      unmappable: [
        { index: 0, char: '🍣' },
        { index: 4, char: '한' },
        { index: 6, char: '🍺' },
      ],
    });
  });

  it('reports characters that would come back different (¥ is not the backslash byte)', () => {
    expect(encodeCp932('¥100')).toEqual({ ok: false, unmappable: [{ index: 0, char: '¥' }] });
    expect(encodeCp932('￥100').ok).toBe(true);
    expect(encodeCp932('\uD83C').ok).toBe(false);
  });

  it('encodes an empty text to no bytes', () => {
    expect(bytesOf('')).toEqual([]);
  });
});

describe('decodeCp932', () => {
  it('decodes Windows-31J bytes', () => {
    expect(decodeCp932(new Uint8Array([0x93, 0x8c, 0x8b, 0x9e, 0x87, 0x40]))).toBe('東京①');
  });

  it('marks invalid sequences with U+FFFD', () => {
    expect(decodeCp932(new Uint8Array([0x82]))).toContain('\uFFFD');
  });
});
