import iconv from 'iconv-lite';
import { CP932 } from './cp932';
import type { DecodeTextResult, TextEncodingName } from './decode';

/**
 * decodeText's decision (UTF-8 or CP932, see decode.ts) over bytes that arrive in pieces, without
 * keeping them: both decoders run as the bytes come, and only their verdicts are kept.
 */
export interface EncodingSniffer {
  write(bytes: Uint8Array): void;
  /** The encoding of everything written, or why it is not readable text. */
  result(): { ok: true; encoding: TextEncodingName } | Extract<DecodeTextResult, { ok: false }>;
}

const REPLACEMENT_CHARACTER = '\uFFFD';

/** iconv-lite's decoders are typed for Node's Buffer; in Node the bytes are one (and they only index them). */
function asIconvBytes(bytes: Uint8Array): Parameters<ReturnType<typeof iconv.getDecoder>['write']>[0] {
  return bytes as Parameters<ReturnType<typeof iconv.getDecoder>['write']>[0];
}

export function createEncodingSniffer(): EncodingSniffer {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const cp932 = iconv.getDecoder(CP932);
  let head: number[] = [];
  let utf8Valid = true;
  let cp932Valid = true;
  let hasNul = false;

  return {
    write(bytes) {
      if (head.length < 3) head = [...head, ...bytes.subarray(0, 3 - head.length)];
      if (bytes.includes(0)) hasNul = true;
      if (utf8Valid) {
        try {
          utf8.decode(bytes, { stream: true });
        } catch {
          utf8Valid = false;
        }
      }
      if (cp932Valid && cp932.write(asIconvBytes(bytes)).includes(REPLACEMENT_CHARACTER)) cp932Valid = false;
    },
    result() {
      if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
        return { ok: false, reason: 'utf-16' };
      if (hasNul) return { ok: false, reason: 'binary' };
      if (utf8Valid) {
        try {
          utf8.decode();
          return { ok: true, encoding: 'utf-8' };
        } catch {
          utf8Valid = false;
        }
      }
      if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { ok: false, reason: 'invalid' };
      if (!cp932Valid || (cp932.end() ?? '').includes(REPLACEMENT_CHARACTER))
        return { ok: false, reason: 'invalid' };
      return { ok: true, encoding: 'cp932' };
    },
  };
}

/** Decodes bytes of a known encoding piece by piece; a character split between pieces is kept whole. */
export interface StreamDecoder {
  write(bytes: Uint8Array): string;
  end(): string;
}

export function createStreamDecoder(encoding: TextEncodingName): StreamDecoder {
  if (encoding === 'utf-8') {
    const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
    return { write: (bytes) => decoder.decode(bytes, { stream: true }), end: () => decoder.decode() };
  }
  const decoder = iconv.getDecoder(CP932);
  return {
    write: (bytes) => decoder.write(asIconvBytes(bytes)),
    end: () => decoder.end() ?? '',
  };
}
