import { describe, expect, it } from 'vitest';
import { sixDigitCode } from '../../../../../src-renderer/components/second-factor/verificationCode';

describe('sixDigitCode', () => {
  it('takes the code in either width, with spaces or a middle hyphen', () => {
    expect(sixDigitCode('123456')).toBe('123456');
    expect(sixDigitCode(' 123 456 ')).toBe('123456');
    expect(sixDigitCode('123-456')).toBe('123456');
    expect(sixDigitCode('１２３４５６')).toBe('123456');
    expect(sixDigitCode('１２３－４５６')).toBe('123456');
    expect(sixDigitCode('１２３　４５６')).toBe('123456');
  });

  it('refuses anything that is not six digits', () => {
    expect(sixDigitCode('12345')).toBeNull();
    expect(sixDigitCode('1234567')).toBeNull();
    expect(sixDigitCode('12345a')).toBeNull();
    expect(sixDigitCode('')).toBeNull();
  });
});
