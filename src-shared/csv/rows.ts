/** RFC 4180 CSV: CRLF line breaks, fields quoted when they hold a comma, a quote or a line break. */

export const CSV_LINE_BREAK = '\r\n';

export type CsvCell = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

export function formatCsvCell(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, without its line break. */
export function formatCsvRow(cells: readonly CsvCell[]): string {
  return cells.map(formatCsvCell).join(',');
}

/** A whole file: every record followed by CRLF. */
export function formatCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${formatCsvRow(row)}${CSV_LINE_BREAK}`).join('');
}

export class CsvParseError extends Error {
  constructor(
    message: string,
    /** 1-based line of the text where the problem is. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvParseError';
  }
}

/**
 * Parses RFC 4180 text into records of fields. Accepts CRLF, LF or CR line breaks and a
 * missing final line break; throws CsvParseError on an unclosed quote or text after a
 * closing quote.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let line = 1;
  let index = 0;
  let fieldStarted = false;

  const endField = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };

  while (index < text.length) {
    const char = text[index];
    if (char === '"' && !fieldStarted && field === '') {
      const startLine = line;
      index += 1;
      for (;;) {
        if (index >= text.length) throw new CsvParseError('unclosed quoted field', startLine);
        const quoted = text[index];
        if (quoted === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (quoted === '\n' || (quoted === '\r' && text[index + 1] !== '\n')) line += 1;
        field += quoted;
        index += 1;
      }
      fieldStarted = true;
      const next = text[index];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvParseError('unexpected text after a closing quote', line);
      }
      continue;
    }
    if (char === ',') {
      endField();
      index += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      field += char;
      fieldStarted = true;
      index += 1;
    }
  }
  if (fieldStarted || field !== '' || row.length > 0) endRow();
  return rows;
}
