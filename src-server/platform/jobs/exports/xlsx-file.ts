import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import yazl from 'yazl';
import { XLSX_MAX_ROWS } from '@shared/constants';
import type { FileWriter } from '../files/store';
import type { ExportColumn } from './definition';
import {
  columnWidths,
  contentTypesXml,
  packageRelsXml,
  SHEET_END,
  SHEET_PATH,
  sheetStart,
  stylesXml,
  workbookRelsXml,
  workbookXml,
  XlsxSheetRows,
} from './xlsx-sheet';

/** Rows read before the sheet starts, to size the columns by. */
const SAMPLE_ROWS = 100;
/** Sheet XML gathered before it goes to the zip: few large writes rather than one per row. */
const WRITE_CHARS = 1 << 18;
/**
 * Deflate level of the sheet: 1 compresses this XML to about 1.3× the size level 6 reaches and
 * takes a third of the time, which is what the export waits for (see `npm run bench`).
 */
const SHEET_COMPRESSION = 1;

/** A sheet would pass Excel's row limit: the export is refused rather than cut. */
export class SheetRowLimitError extends Error {
  constructor() {
    super(`more than ${XLSX_MAX_ROWS} rows for one worksheet`);
    this.name = 'SheetRowLimitError';
  }
}

export interface XlsxSource {
  columns: readonly ExportColumn[];
  sheetName: string;
  /** The records as they are read, in batches (a batch may be empty). */
  batches: AsyncIterable<readonly string[][]>;
}

/**
 * Streams an .xlsx of one worksheet into the file: the small parts first, then the sheet's
 * XML, built row by row and deflated as it goes (yazl, the zip's sizes and CRC written after
 * each entry), so memory holds a few rows and the zip's buffers whatever the row count.
 * Answers the records written.
 */
export async function writeXlsx(source: XlsxSource, file: FileWriter): Promise<number> {
  const zip = new yazl.ZipFile();
  const sheet = new PassThrough({ highWaterMark: WRITE_CHARS * 2 });
  const mtime = new Date();
  const part = (text: string, path: string) => zip.addBuffer(Buffer.from(text), path, { mtime });
  part(contentTypesXml(), '[Content_Types].xml');
  part(packageRelsXml(), '_rels/.rels');
  part(workbookXml(source.sheetName), 'xl/workbook.xml');
  part(workbookRelsXml(), 'xl/_rels/workbook.xml.rels');
  part(stylesXml(), 'xl/styles.xml');
  zip.addReadStream(sheet, SHEET_PATH, { mtime, compressionLevel: SHEET_COMPRESSION });
  zip.end();

  const failed = new AbortController();
  const stored = (async () => {
    for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) await file.write(chunk);
  })();
  stored.catch(() => failed.abort());
  zip.on('error', () => failed.abort());

  const write = async (xml: string) => {
    if (sheet.write(xml)) return;
    await once(sheet, 'drain', { signal: failed.signal });
  };

  try {
    const rows = new XlsxSheetRows(source.columns);
    const sample: string[][] = [];
    let started = false;
    let pending = '';
    const start = async () => {
      started = true;
      await write(sheetStart(source.columns, columnWidths(source.columns, sample)));
      for (const record of sample) pending += rows.row(record);
      sample.length = 0;
    };
    for await (const batch of source.batches) {
      for (const record of batch) {
        if (rows.rows + sample.length >= XLSX_MAX_ROWS) throw new SheetRowLimitError();
        if (!started) {
          sample.push(record);
          if (sample.length >= SAMPLE_ROWS) await start();
          continue;
        }
        pending += rows.row(record);
        if (pending.length >= WRITE_CHARS) {
          await write(pending);
          pending = '';
        }
      }
    }
    if (!started) await start();
    sheet.end(pending + SHEET_END);
    await stored;
    return rows.rows - 1;
  } catch (error) {
    sheet.destroy();
    (zip.outputStream as PassThrough).destroy();
    // The zip's own failure is the reason when it stopped the writing.
    await stored.catch((storeError: unknown) => {
      if (failed.signal.aborted && error instanceof Error && error.name === 'AbortError') throw storeError;
    });
    throw error;
  }
}
