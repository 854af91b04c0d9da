import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';
import { streamCopyOfQuery } from './copy-stream';

/** PostgreSQL's binary COPY signature: `PGCOPY\n\377\r\n\0`, then flags and extension length. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_BYTES = SIGNATURE.length + 8;
const TRAILER = -1;

export class BinaryCopyError extends Error {}

/**
 * The values of a one-column query from PostgreSQL's binary COPY output, each whole as soon as
 * its last byte has come; the pieces may be cut anywhere. A bytea travels as it is, with none of
 * the hex or base64 a query's text result needs.
 */
export class BinaryCopyValues {
  private pieces: Buffer[] = [];
  private buffered = 0;
  private headerRead = false;
  private ended = false;

  push(piece: Buffer): Buffer[] {
    if (this.ended) throw new BinaryCopyError('data after the end of the COPY');
    this.pieces.push(piece);
    this.buffered += piece.length;
    const values: Buffer[] = [];
    if (!this.headerRead && !this.readHeader()) return values;
    while (!this.ended && this.buffered >= 2) {
      const fields = this.peek(2).readInt16BE(0);
      if (fields === TRAILER) {
        this.take(2);
        this.ended = true;
      } else {
        if (fields !== 1) throw new BinaryCopyError(`expected one column, got ${fields}`);
        if (this.buffered < 6) break;
        const length = this.peek(6).readInt32BE(2);
        if (length < 0) throw new BinaryCopyError('a null value');
        if (this.buffered < 6 + length) break;
        this.take(6);
        values.push(this.take(length));
      }
    }
    if (this.ended && this.buffered > 0) throw new BinaryCopyError('data after the end of the COPY');
    return values;
  }

  /** Throws unless the output ended where the COPY says it does. */
  end(): void {
    if (!this.ended) throw new BinaryCopyError('the COPY ended early');
  }

  private readHeader(): boolean {
    if (this.buffered < HEADER_BYTES) return false;
    const header = this.peek(HEADER_BYTES);
    if (!header.subarray(0, SIGNATURE.length).equals(SIGNATURE))
      throw new BinaryCopyError('not a binary COPY');
    const extension = header.readInt32BE(SIGNATURE.length + 4);
    if (this.buffered < HEADER_BYTES + extension) return false;
    this.take(HEADER_BYTES + extension);
    this.headerRead = true;
    return true;
  }

  /** The first piece, joined with the next ones until it holds at least `bytes` (buffered). */
  private peek(bytes: number): Buffer {
    let first = this.pieces[0] ?? Buffer.alloc(0);
    while (first.length < bytes && this.pieces.length > 1) {
      first = Buffer.concat([first, this.pieces[1] ?? Buffer.alloc(0)]);
      this.pieces.splice(0, 2, first);
    }
    return first;
  }

  /** The next `bytes` bytes (buffered): a view of one piece, or a copy across pieces. */
  private take(bytes: number): Buffer {
    this.buffered -= bytes;
    const first = this.pieces[0] ?? Buffer.alloc(0);
    if (first.length >= bytes) {
      if (first.length === bytes) this.pieces.shift();
      else this.pieces[0] = first.subarray(bytes);
      return first.subarray(0, bytes);
    }
    const out = Buffer.allocUnsafe(bytes);
    let at = 0;
    while (at < bytes) {
      const piece = this.pieces[0] ?? Buffer.alloc(0);
      const part = Math.min(piece.length, bytes - at);
      piece.copy(out, at, 0, part);
      at += part;
      if (part === piece.length) this.pieces.shift();
      else this.pieces[0] = piece.subarray(part);
    }
    return out;
  }
}

/**
 * The values of a one-column query by `COPY (<query>) TO STDOUT WITH (FORMAT binary)`, in order;
 * null where streamCopyOfQuery is.
 */
export function streamCopyValues(
  db: Database,
  query: SQLWrapper,
  bufferBytes: number,
): AsyncGenerator<Buffer> | null {
  const pieces = streamCopyOfQuery(db, query, 'binary', bufferBytes);
  return pieces && valuesOf(pieces);
}

async function* valuesOf(pieces: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  const values = new BinaryCopyValues();
  for await (const piece of pieces) yield* values.push(piece);
  values.end();
}
