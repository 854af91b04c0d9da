const QUOTE = 0x22;
const COMMA = 0x2c;
const LINE_FEED = 0x0a;

/**
 * The records of `COPY ... TO STDOUT WITH (FORMAT csv)` (UTF-8, LF line ends; a cell quoted
 * whole with its quotes doubled when it needs it), read from pieces cut anywhere. A cell is its
 * text; null and the empty text are both '' (a spreadsheet cell holds neither). A record cut by
 * the piece is kept and read whole with the next one.
 */
export class CopyCsvRecordReader {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private pending = '';

  /** The records the piece completes, in order. */
  read(chunk: Uint8Array): string[][] {
    const text = this.pending + this.decoder.decode(chunk, { stream: true });
    const records: string[][] = [];
    const length = text.length;
    let cells: string[] = [];
    let recordStart = 0;
    let i = 0;
    scan: while (i < length) {
      let cell: string;
      if (text.charCodeAt(i) === QUOTE) {
        cell = '';
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          // The quote that closes the cell is known only once the character after it is read.
          if (quote < 0 || quote + 1 >= length) break scan;
          if (text.charCodeAt(quote + 1) !== QUOTE) {
            cell += text.slice(from, quote);
            i = quote + 1;
            break;
          }
          cell += text.slice(from, quote + 1);
          from = quote + 2;
        }
      } else {
        let end = i;
        for (let code = text.charCodeAt(end); code !== COMMA && code !== LINE_FEED;) {
          end += 1;
          if (end >= length) break scan;
          code = text.charCodeAt(end);
        }
        cell = text.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (text.charCodeAt(i) === LINE_FEED) {
        records.push(cells);
        cells = [];
        recordStart = i + 1;
      }
      i += 1;
    }
    this.pending = text.slice(recordStart);
    return records;
  }

  /** Checks that the output ended after a whole record. */
  end(): void {
    if (this.pending !== '' || this.decoder.decode().length > 0) {
      throw new Error('the COPY output ended inside a row');
    }
  }
}
