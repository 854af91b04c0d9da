import type { ExportSubstitutions } from '@shared/api';

/** Rows and characters the report lists; the counts cover all of them. */
const LISTED_ROWS = 100;
const LISTED_CHARACTERS = 20;

/**
 * Counts what an export could not write as it was: the cells that held a character the file's
 * encoding lacks (each written as 〓), the rows they are in and the characters. Cells are told
 * apart by a number the writer gives each cell in file order, rows by their number as a
 * spreadsheet shows them, so both only grow and one comparison counts each once.
 */
export class SubstitutionTally {
  private cells = 0;
  private rows = 0;
  private lastCell = -1;
  private lastRow = -1;
  private readonly rowNumbers: number[] = [];
  private readonly characters = new Set<string>();

  add(rowNumber: number, cell: number, char: string): void {
    if (cell !== this.lastCell) {
      this.cells += 1;
      this.lastCell = cell;
    }
    if (rowNumber !== this.lastRow) {
      this.rows += 1;
      this.lastRow = rowNumber;
      if (this.rowNumbers.length < LISTED_ROWS) this.rowNumbers.push(rowNumber);
    }
    if (this.characters.size < LISTED_CHARACTERS) this.characters.add(char);
  }

  /** The report, or null when every character was written as it was. */
  report(): ExportSubstitutions | null {
    if (this.cells === 0) return null;
    return {
      cells: this.cells,
      rows: this.rows,
      rowNumbers: [...this.rowNumbers],
      characters: [...this.characters],
    };
  }
}
