import { ja } from '@shared/messages';
import type { ExportFileChoice } from './CsvJobsContext';

export interface LabelledFileChoice extends ExportFileChoice {
  /** For test ids: csv, utf8, xlsx. */
  key: string;
  label: string;
  hint: string;
}

/** The files the CSV出力 menu offers, the spec's Shift_JIS CSV first (the button itself). */
export const EXPORT_FILE_CHOICES: readonly LabelledFileChoice[] = [
  {
    key: 'csv',
    format: 'csv',
    encoding: 'shift_jis',
    label: ja.csv.formatCsvShiftJis,
    hint: ja.csv.formatCsvShiftJisHint,
  },
  {
    key: 'utf8',
    format: 'csv',
    encoding: 'utf-8',
    label: ja.csv.formatCsvUtf8,
    hint: ja.csv.formatCsvUtf8Hint,
  },
  { key: 'xlsx', format: 'xlsx', encoding: 'utf-8', label: ja.csv.formatXlsx, hint: ja.csv.formatXlsxHint },
];
