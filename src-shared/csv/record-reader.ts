import { CsvParseError } from './rows';

/** The most text one cell, and one record, may hold; the rest of an overlong record is skipped, not kept. */
export interface CsvRecordLimits {
  maxCellChars: number;
  maxRecordChars: number;
}

/**
 * A record of the file: its cells, or `overflow` when a cell or the record went past the limits
 * (its cells are then dropped). `number` counts records from 1, blank lines included, as a
 * spreadsheet numbers its rows.
 */
export type CsvRecord =
  | { number: number; values: string[]; overflow: null }
  | { number: number; values: []; overflow: 'cell' | 'record' };

/**
 * RFC 4180 text read piece by piece (CRLF, LF or CR line breaks, a missing final line break),
 * as parseCsv reads it whole. Memory stays bounded by the limits whatever the shape of the
 * text: an overlong cell stops growing at the limit and its record is answered as overflowing.
 * Throws CsvParseError on an unclosed quote or text after a closing quote.
 */
export class CsvRecordReader {
  private values: string[] = [];
  private field = '';
  private recordChars = 0;
  private overflow: 'cell' | 'record' | null = null;
  private inQuotes = false;
  /** The quote just read inside a quoted field may close it, or start a doubled quote. */
  private quotePending = false;
  private afterClosingQuote = false;
  private fieldStarted = false;
  private pendingCr = false;
  private line = 1;
  private quoteLine = 1;
  private number = 0;
  private records: CsvRecord[] = [];

  constructor(private readonly limits: CsvRecordLimits) {}

  /** Reads the next piece of text; answers the records it completed. */
  push(text: string): CsvRecord[] {
    for (let index = 0; index < text.length; index += 1) this.read(text[index] as string);
    return this.take();
  }

  /** The end of the text: answers the last record, if it had no line break. */
  end(): CsvRecord[] {
    if (this.inQuotes && !this.quotePending) throw new CsvParseError('unclosed quoted field', this.quoteLine);
    this.inQuotes = false;
    this.quotePending = false;
    if (this.fieldStarted || this.field !== '' || this.values.length > 0 || this.overflow) this.endRecord();
    return this.take();
  }

  private take(): CsvRecord[] {
    const records = this.records;
    this.records = [];
    return records;
  }

  private read(char: string): void {
    if (this.pendingCr) {
      this.pendingCr = false;
      if (char === '\n') return;
    }
    if (this.inQuotes) {
      if (this.quotePending) {
        this.quotePending = false;
        if (char === '"') {
          this.append('"');
          return;
        }
        this.inQuotes = false;
        this.afterClosingQuote = true;
      } else {
        if (char === '"') this.quotePending = true;
        else {
          if (char === '\n' || char === '\r') this.line += 1;
          this.append(char);
        }
        return;
      }
    }
    if (char === ',') {
      // A separator counts too: a record of nothing but commas would otherwise grow unbounded.
      this.recordChars += 1;
      if (!this.overflow && this.recordChars > this.limits.maxRecordChars) this.dropRecord('record');
      this.endField();
    } else if (char === '\r' || char === '\n') {
      this.endRecord();
      this.line += 1;
      this.pendingCr = char === '\r';
    } else if (this.afterClosingQuote) {
      throw new CsvParseError('unexpected text after a closing quote', this.line);
    } else if (char === '"' && !this.fieldStarted && this.field === '') {
      this.inQuotes = true;
      this.fieldStarted = true;
      this.quoteLine = this.line;
    } else {
      this.fieldStarted = true;
      this.append(char);
    }
  }

  private append(char: string): void {
    this.recordChars += 1;
    if (this.overflow) return;
    if (this.recordChars > this.limits.maxRecordChars) this.dropRecord('record');
    else if (this.field.length >= this.limits.maxCellChars) this.dropRecord('cell');
    else this.field += char;
  }

  private dropRecord(overflow: 'cell' | 'record'): void {
    this.overflow = overflow;
    this.values = [];
    this.field = '';
  }

  private endField(): void {
    if (!this.overflow) this.values.push(this.field);
    this.field = '';
    this.fieldStarted = false;
    this.afterClosingQuote = false;
  }

  private endRecord(): void {
    this.endField();
    this.number += 1;
    const number = this.number;
    this.records.push(
      this.overflow
        ? { number, values: [], overflow: this.overflow }
        : { number, values: this.values, overflow: null },
    );
    this.values = [];
    this.recordChars = 0;
    this.overflow = null;
  }
}
