import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_ROW_CHARS } from '@shared/constants';
import { CsvRecordReader } from '@shared/csv';
import type { CsvRecord } from '@shared/csv';
import { createStreamDecoder } from '@shared/encoding';
import type { TextEncodingName } from '@shared/encoding';
import type { Database } from '../../db/client';
import { readFileChunks } from '../files/store';

/**
 * The file is decoded and parsed this much at a time: a whole stored chunk (1 MB, thousands of
 * records) parsed at once kept the event loop, and every other request, waiting for over a second.
 */
const PIECE_BYTES = 64 * 1024;

/**
 * The records of a stored import CSV, read chunk by chunk through the decoder and the CSV
 * reader: at most a chunk of the file and one record (bounded by the reading limits) are in
 * memory at a time. Blank lines are skipped; records keep their row numbers in the file.
 * Throws CsvParseError where the CSV itself is broken.
 */
export async function* readImportRecords(
  db: Database,
  fileId: string,
  encoding: TextEncodingName,
): AsyncGenerator<CsvRecord> {
  const decoder = createStreamDecoder(encoding);
  const reader = new CsvRecordReader({
    maxCellChars: IMPORT_MAX_CELL_CHARS,
    maxRecordChars: IMPORT_MAX_ROW_CHARS,
  });
  for await (const chunk of readFileChunks(db, fileId)) {
    for (let start = 0; start < chunk.length; start += PIECE_BYTES)
      yield* notBlank(reader.push(decoder.write(chunk.subarray(start, start + PIECE_BYTES))));
  }
  yield* notBlank(reader.push(decoder.end()));
  yield* notBlank(reader.end());
}

function notBlank(records: CsvRecord[]): CsvRecord[] {
  return records.filter((record) => record.overflow !== null || record.values.some((value) => value !== ''));
}
