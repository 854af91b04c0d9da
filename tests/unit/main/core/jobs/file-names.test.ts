import { describe, expect, it } from 'vitest';
import { savableFileName } from '../../../../../src-main/core/jobs/file-names';

describe('savableFileName', () => {
  it('keeps a name the server chose when it is a plain .csv or .zip name', () => {
    expect(savableFileName('弥生会計_仕訳_20250601-20250630.csv')).toBe(
      '弥生会計_仕訳_20250601-20250630.csv',
    );
    expect(savableFileName('freee_取引_20250601-20250630.ZIP')).toBe('freee_取引_20250601-20250630.zip');
  });

  it('drops folders and characters Windows refuses, and refuses other extensions or empty stems', () => {
    expect(savableFileName('..\\..\\Windows/evil:na*me?.csv')).toBe('evilname.csv');
    expect(savableFileName('report.exe')).toBeNull();
    expect(savableFileName('...csv')).toBeNull();
    expect(savableFileName('.csv')).toBeNull();
    expect(savableFileName('名前\u0007.csv')).toBe('名前.csv');
  });

  it('keeps at most 120 characters', () => {
    expect(savableFileName(`${'あ'.repeat(300)}.csv`)).toBe(`${'あ'.repeat(116)}.csv`);
  });
});
