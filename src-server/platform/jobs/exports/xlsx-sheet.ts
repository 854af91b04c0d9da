import type { ExportCellType, ExportColumn } from './definition';

/**
 * The parts of an .xlsx (Office Open XML, ECMA-376 part 1) of one worksheet whose cells keep
 * their types: texts as inline strings with the text format (@), so codes and phone numbers
 * keep their leading zeros and `-1,234.5` stays a text; numbers and amounts as numbers; dates
 * as date serials with a date format. The rows are written by XlsxSheetRows as they stream.
 */

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Indexes into styles.xml's cellXfs, one per cell type, and the header's. */
const STYLE: Record<ExportCellType | 'header', number> = {
  text: 1,
  number: 2,
  amount: 3,
  date: 4,
  dateTime: 5,
  header: 6,
  dateTimeSeconds: 7,
};

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

export function contentTypesXml(): string {
  const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="${sheetType}.sheet.main+xml"/>\
<Override PartName="/${SHEET_PATH}" ContentType="${sheetType}.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="${sheetType}.styles+xml"/>\
</Types>`;
}

export function packageRelsXml(): string {
  return `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;
}

export function workbookRelsXml(): string {
  return `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
</Relationships>`;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
function sheetName(name: string): string {
  const cleaned = [...name.replace(/[[\]:*?/\\]/g, '_')].slice(0, 31).join('').trim();
  return cleaned === '' ? 'Sheet1' : cleaned;
}

export function workbookXml(name: string): string {
  return `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<bookViews><workbookView/></bookViews>\
<sheets><sheet name="${escapeXml(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>\
</workbook>`;
}

/** The fonts (regular, bold for the header), the three date formats and one cell format per STYLE. */
export function stylesXml(): string {
  const font = (bold: boolean) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="游ゴシック"/><family val="3"/><charset val="128"/></font>`;
  const xf = (numFmtId: number, fontId = 0) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"${fontId ? ' applyFont="1"' : ''}/>`;
  return `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/><numFmt numFmtId="165" formatCode="yyyy/mm/dd hh:mm"/><numFmt numFmtId="166" formatCode="yyyy/mm/dd hh:mm:ss"/></numFmts>\
<fonts count="2">${font(false)}${font(true)}</fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="8">${xf(0)}${xf(49)}${xf(0)}${xf(3)}${xf(164)}${xf(165)}${xf(49, 1)}${xf(166)}</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;
}

/** `A`, …, `Z`, `AA`, … for a column index from 0. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Characters XML 1.0 cannot hold or that need a reference, and text that looks like an OOXML escape. */
// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 cannot hold are what it finds
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_x[0-9a-fA-F]{4}_/;

// eslint-disable-next-line no-control-regex -- as NEEDS_ESCAPE, each match to its escape
const ESCAPED = /[&<>"\u0000-\u0008\u000b-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/g;

/**
 * Text as element or attribute content. Characters XML cannot hold (and a CR, which parsers turn
 * into a line feed) are written as OOXML's `_xHHHH_`, and a text that reads like one has its
 * underscore escaped (`_x005F_`), so every character comes back as it was.
 */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(ESCAPED, (char) => {
    if (char === '&') return '&amp;';
    if (char === '<') return '&lt;';
    if (char === '>') return '&gt;';
    if (char === '"') return '&quot;';
    if (char === '_') return '_x005F';
    return `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
  });
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const DATE_TIME = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/;
const DATE_TIME_SECONDS = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included): the serial of 1970-01-01 is 25569. */
const UNIX_EPOCH_SERIAL = 25_569;

/**
 * The serial Excel stores for a date (and time) as the value writes it, in Tokyo: the wall-clock
 * fields themselves, since a sheet has no time zone. Null for a text that is not one.
 */
export function dateSerial(text: string, type: 'date' | 'dateTime' | 'dateTimeSeconds'): number | null {
  const match = { date: DATE, dateTime: DATE_TIME, dateTimeSeconds: DATE_TIME_SECONDS }[type].exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(ms)) return null;
  return ms / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

/** Columns as wide as a few of their cells, counting a full-width character as two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! > 0xff ? 2 : 1;
  return width;
}

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
const WIDTH_OF: Partial<Record<ExportCellType, number>> = { date: 10, dateTime: 16, dateTimeSeconds: 19 };

/** The <cols> widths from the header and the first rows (the sheet streams, so only they are known). */
export function columnWidths(columns: readonly ExportColumn[], sample: readonly string[][]): number[] {
  return columns.map((column, index) => {
    const fixed = WIDTH_OF[column.type ?? 'text'];
    let widest = Math.max(displayWidth(column.header), fixed ?? 0);
    if (fixed === undefined) {
      for (const record of sample) widest = Math.max(widest, displayWidth(record[index] ?? ''));
    }
    if (column.type === 'amount') widest += Math.floor(widest / 3);
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}

/** The worksheet's start: its view (the header row frozen), the column widths, the header row. */
export function sheetStart(columns: readonly ExportColumn[], widths: readonly number[]): string {
  const cols = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const header = columns
    .map(
      (column, index) =>
        `<c r="${columnLetters(index)}1" s="${STYLE.header}" t="inlineStr"><is><t>${escapeXml(column.header)}</t></is></c>`,
    )
    .join('');
  return `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<sheetViews><sheetView workbookViewId="0" tabSelected="1">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>\
<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="18.75"/>\
<cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
}

export const SHEET_END = '</sheetData></worksheet>';

/**
 * The <row> of each record, typed by its column: an empty cell is left out; a number, amount or
 * date whose text is not one (never, for the values the kinds write) stays a text rather than
 * being lost.
 */
export class XlsxSheetRows {
  private readonly types: ExportCellType[];
  /** `<c r="B` of each column: the row number follows. */
  private readonly openings: string[];
  private rowNumber = 1;

  constructor(columns: readonly ExportColumn[]) {
    this.types = columns.map((column) => column.type ?? 'text');
    this.openings = columns.map((_, index) => `<c r="${columnLetters(index)}`);
  }

  /** Rows written so far, the header included. */
  get rows(): number {
    return this.rowNumber;
  }

  row(record: readonly string[]): string {
    this.rowNumber += 1;
    const r = this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let index = 0; index < record.length; index += 1) {
      const value = record[index]!;
      if (value === '') continue;
      const type = this.types[index] ?? 'text';
      const opening = this.openings[index] ?? `<c r="${columnLetters(index)}`;
      if ((type === 'number' || type === 'amount') && NUMBER.test(value)) {
        xml += `${opening}${r}" s="${STYLE[type]}"><v>${value}</v></c>`;
        continue;
      }
      if (type === 'date' || type === 'dateTime' || type === 'dateTimeSeconds') {
        const serial = dateSerial(value, type);
        if (serial !== null) {
          xml += `${opening}${r}" s="${STYLE[type]}"><v>${serial}</v></c>`;
          continue;
        }
      }
      const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
      xml += `${opening}${r}" s="${STYLE.text}" t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
    }
    return `${xml}</row>`;
  }
}
