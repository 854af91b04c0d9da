import { describe, expect, it } from 'vitest';
import { escapeCsvFormula, mayStartFormula, unescapeCsvFormula } from '@shared/csv';

describe('escapeCsvFormula', () => {
  it.each([
    '=SUM(A1:A2)',
    '+1+2',
    '-2+3',
    '@cmd',
    '\tx',
    '\rx',
    '=1',
    '-',
    '+',
    '@',
    '-A1',
    '+81 90 1234 5678',
  ])('puts an apostrophe before %j', (value) => {
    expect(escapeCsvFormula(value)).toBe(`'${value}`);
  });

  it.each(['-123', '+5', '1.5', '-1.5', '-1,234', '-1,234.56', '0', '123', 'abc', '', ' =1', 'a=b', '山田'])(
    'leaves %j alone',
    (value) => {
      expect(escapeCsvFormula(value)).toBe(value);
    },
  );

  it('escapes again a value that already starts with an apostrophe before a formula character', () => {
    expect(escapeCsvFormula("'=1")).toBe("''=1");
    expect(escapeCsvFormula("'abc")).toBe("'abc");
  });
});

describe('unescapeCsvFormula', () => {
  it('takes off the apostrophe that export added', () => {
    expect(unescapeCsvFormula("'=SUM(A1:A2)")).toBe('=SUM(A1:A2)');
    expect(unescapeCsvFormula("'@cmd")).toBe('@cmd');
    expect(unescapeCsvFormula("''=1")).toBe("'=1");
  });

  it('keeps an apostrophe that export would not have added', () => {
    expect(unescapeCsvFormula("'abc")).toBe("'abc");
    expect(unescapeCsvFormula("'-123")).toBe("'-123");
    expect(unescapeCsvFormula("'")).toBe("'");
    expect(unescapeCsvFormula('=1')).toBe('=1');
  });

  it('restores every value exactly after escaping', () => {
    const alphabet = ["'", '=', '+', '-', '@', '\t', '\r', '1', ',', '.', 'a', ' '];
    const values: string[] = [''];
    for (let length = 1; length <= 4; length += 1) {
      const previous = values.filter((value) => value.length === length - 1);
      for (const prefix of previous) for (const char of alphabet) values.push(prefix + char);
    }
    for (const value of values) expect(unescapeCsvFormula(escapeCsvFormula(value))).toBe(value);
  });
});

describe('mayStartFormula', () => {
  it('is true for the formula characters and the apostrophe only', () => {
    const starts = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      mayStartFormula,
    );
    expect(starts).toEqual(['\t', '\r', "'", '+', '-', '=', '@']);
  });

  it('leaves every text alone whose first character it refuses, whatever follows', () => {
    const tails = ['', 'x', '=1', "'=1", '1', '-1', '\t'];
    const changed: string[] = [];
    for (let code = 0; code < 0x10000; code += 1) {
      const first = String.fromCharCode(code);
      if (mayStartFormula(first)) continue;
      for (const tail of tails)
        if (escapeCsvFormula(first + tail) !== first + tail) changed.push(first + tail);
    }
    expect(changed).toEqual([]);
  });
});
