import { ja } from '@shared/messages';
import type { Database } from '../../db/client';
import { toCp932Replacing } from '../cp932-output';
import { csvRecords } from '../csv-output';
import { createFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { RowError } from './importer';

/** The errors of one row. */
export interface RowFailure {
  number: number;
  errors: RowError[];
}

/**
 * Writes the CP932 error report of an import (行番号, 項目, エラー内容), one line per error, as
 * the failures come: only the file's first failure creates it.
 */
export class ErrorFileWriter {
  private writer: FileWriter | null = null;

  constructor(
    private readonly db: Database,
    private readonly chunkBytes: number,
  ) {}

  async add(failure: RowFailure): Promise<void> {
    if (!this.writer) {
      this.writer = await createFile(this.db, this.chunkBytes);
      await this.write([[ja.csv.errorRow, ja.csv.errorColumn, ja.csv.errorMessage]]);
    }
    await this.write(failure.errors.map((error) => [failure.number, error.column, error.message]));
  }

  /** The stored file's id, or null when no row failed. */
  async close(): Promise<string | null> {
    return this.writer ? (await this.writer.close()).id : null;
  }

  async discard(): Promise<void> {
    await this.writer?.discard();
  }

  private async write(lines: (string | number)[][]): Promise<void> {
    await this.writer?.write(toCp932Replacing(csvRecords(lines)));
  }
}
