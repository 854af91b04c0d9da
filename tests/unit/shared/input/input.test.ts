import { describe, expect, it } from 'vitest';
import {
  characterCount,
  digitsOnly,
  filterDecimal,
  limitLength,
  removeEmojiAndTrim,
  removeSpaces,
  toFullWidthKatakana,
  toHalfWidth,
  toHalfWidthUppercase,
} from '@shared/input';
import { PATTERNS } from '@shared/validation';

describe('toHalfWidth and toHalfWidthUppercase', () => {
  it('turns full-width letters, digits, symbols and the ideographic space half-width', () => {
    expect(toHalfWidth('ＡＢＣａｂｃ０１２３')).toBe('ABCabc0123');
    expect(toHalfWidth('！＃＄％＆（）－＝＠')).toBe('!#$%&()-=@');
    expect(toHalfWidth('山田\u3000太郎')).toBe('山田 太郎');
  });

  it('leaves kana and kanji alone', () => {
    expect(toHalfWidth('カタカナ・ひらがな・漢字')).toBe('カタカナ・ひらがな・漢字');
  });

  it('uppercases after converting', () => {
    expect(toHalfWidthUppercase('ａｂｃ－１２３')).toBe('ABC-123');
    expect(toHalfWidthUppercase('mixed Ｗｉｄｔｈ')).toBe('MIXED WIDTH');
  });

  it('lets a bank name typed in full width pass the bank-name rule', () => {
    expect(PATTERNS.bankName.test('ミズホ（ｶ）')).toBe(false);
    expect(PATTERNS.bankName.test(toFullWidthKatakana(toHalfWidthUppercase('ミズホ（ｶ）')))).toBe(true);
  });
});

describe('toFullWidthKatakana', () => {
  it('turns half-width katakana full-width, joining voiced and semi-voiced marks', () => {
    expect(toFullWidthKatakana('ｶﾀｶﾅ')).toBe('カタカナ');
    expect(toFullWidthKatakana('ｶﾞｯｺｳ')).toBe('ガッコウ');
    expect(toFullWidthKatakana('ﾊﾟﾝ ｳﾞｧｲｵﾘﾝ')).toBe('パン ヴァイオリン');
    expect(toFullWidthKatakana('ｺｰﾋｰ｡')).toBe('コーヒー。');
  });

  it('leaves everything else alone', () => {
    expect(toFullWidthKatakana('abc123ひらがな漢字')).toBe('abc123ひらがな漢字');
  });
});

describe('digitsOnly', () => {
  it('keeps digits only, full-width digits included', () => {
    expect(digitsOnly('090-1234-5678')).toBe('09012345678');
    expect(digitsOnly('〒１００－０００１')).toBe('1000001');
    expect(digitsOnly('tel: (03) 1234 5678')).toBe('0312345678');
    expect(digitsOnly('なし')).toBe('');
  });
});

describe('filterDecimal', () => {
  it('keeps digits and one decimal point', () => {
    expect(filterDecimal('12.5')).toBe('12.5');
    expect(filterDecimal('1a2b.3c')).toBe('12.3');
    expect(filterDecimal('1.2.3')).toBe('1.23');
    expect(filterDecimal('-12')).toBe('12');
    expect(filterDecimal('１２．５')).toBe('12.5');
  });

  it('drops leading zeros but keeps a zero before the point', () => {
    expect(filterDecimal('007')).toBe('7');
    expect(filterDecimal('0')).toBe('0');
    expect(filterDecimal('000')).toBe('0');
    expect(filterDecimal('00.5')).toBe('0.5');
    expect(filterDecimal('.5')).toBe('0.5');
  });

  it('cuts to the maximum length', () => {
    expect(filterDecimal('123456', { maxLength: 4 })).toBe('1234');
    expect(filterDecimal('12.345', { maxLength: 4 })).toBe('12.3');
  });

  it('caps at the maximum value', () => {
    expect(filterDecimal('150', { maxValue: 100 })).toBe('100');
    expect(filterDecimal('100', { maxValue: 100 })).toBe('100');
    expect(filterDecimal('99.9', { maxValue: 100 })).toBe('99.9');
    expect(filterDecimal('100.1', { maxValue: 100 })).toBe('100');
    expect(filterDecimal('', { maxValue: 100 })).toBe('');
  });
});

describe('removeSpaces', () => {
  it('removes half-width and full-width spaces and other whitespace', () => {
    expect(removeSpaces(' 山田　太郎 \t')).toBe('山田太郎');
    expect(removeSpaces('abc')).toBe('abc');
  });
});

describe('removeEmojiAndTrim', () => {
  it('removes emoji, then trims', () => {
    expect(removeEmojiAndTrim(' 🍣 寿司の店 🍺 ')).toBe('寿司の店');
    expect(removeEmojiAndTrim('★セール♪')).toBe('★セール♪');
  });
});

describe('limitLength and characterCount', () => {
  it('keep at most the given number of characters', () => {
    expect(limitLength('abcdef', 3)).toBe('abc');
    expect(limitLength('abc', 3)).toBe('abc');
    expect(limitLength('abc', 0)).toBe('');
  });

  it('count and cut surrogate pairs as one character', () => {
    expect(characterCount('𠮷野家')).toBe(3);
    expect(limitLength('𠮷野家', 1)).toBe('𠮷');
  });
});
