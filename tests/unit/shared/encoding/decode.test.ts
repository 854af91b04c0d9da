import { describe, expect, it } from 'vitest';
import { decodeText, encodeCp932 } from '@shared/encoding';

const utf8 = (text: string) => new TextEncoder().encode(text);
function cp932(text: string): Uint8Array {
  const result = encodeCp932(text);
  if (!result.ok) throw new Error('unmappable');
  return result.bytes;
}

const CSV = '店舗コード,店舗名,住所\r\nS001,本店～①㈱,東京都千代田区\r\n';

describe('decodeText', () => {
  it('reads UTF-8 without a BOM', () => {
    expect(decodeText(utf8(CSV))).toEqual({ ok: true, text: CSV, encoding: 'utf-8' });
  });

  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(CSV)]);
    expect(decodeText(bytes)).toEqual({ ok: true, text: CSV, encoding: 'utf-8' });
  });

  it('reads Shift_JIS / CP932', () => {
    expect(decodeText(cp932(CSV))).toEqual({ ok: true, text: CSV, encoding: 'cp932' });
  });

  it('reads half-width katakana in CP932', () => {
    expect(decodeText(cp932('ｶﾀｶﾅ,ﾃｽﾄ\r\n'))).toEqual({ ok: true, text: 'ｶﾀｶﾅ,ﾃｽﾄ\r\n', encoding: 'cp932' });
  });

  it('reads ASCII as UTF-8 (both read it the same)', () => {
    expect(decodeText(utf8('a,b\r\n1,2\r\n'))).toEqual({
      ok: true,
      text: 'a,b\r\n1,2\r\n',
      encoding: 'utf-8',
    });
    expect(decodeText(new Uint8Array())).toEqual({ ok: true, text: '', encoding: 'utf-8' });
  });

  it('refuses UTF-16 and binary data', () => {
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toEqual({ ok: false, reason: 'utf-16' });
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0x00, 0x61]))).toEqual({ ok: false, reason: 'utf-16' });
    expect(decodeText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toEqual({
      ok: false,
      reason: 'binary',
    });
  });

  it('refuses bytes that are neither UTF-8 nor CP932', () => {
    expect(decodeText(new Uint8Array([0x61, 0x82]))).toEqual({ ok: false, reason: 'invalid' });
    expect(decodeText(new Uint8Array([0x81, 0x20]))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a UTF-8 BOM followed by bytes that are not UTF-8', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...cp932('東京')]))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('accepts a Node Buffer, which is a Uint8Array', () => {
    expect(decodeText(Buffer.from(CSV, 'utf8'))).toEqual({ ok: true, text: CSV, encoding: 'utf-8' });
  });
});
