import { describe, expect, it } from 'vitest';
import { ALPHABETIC, ALPHANUMERIC, PATTERNS, isValidIp } from '@shared/validation';
import type { PatternName } from '@shared/validation';

/** Valid and invalid examples of each pattern, at each boundary of spec section 5. */
const CASES: Record<PatternName, { valid: string[]; invalid: string[] }> = {
  phone: {
    valid: ['0312345678', '09012345678', '0000000000'],
    invalid: [
      '031234567', // 9 digits
      '090123456789', // 12 digits
      '1312345678', // does not start with 0
      '03-1234-5678',
      '０３１２３４５６７８', // full-width digits
      ' 0312345678',
      '',
    ],
  },
  mobilePhone: {
    valid: ['0701234567', '08012345678', '09012345678', '0901234567'],
    invalid: [
      '0601234567',
      '0501234567',
      '0101234567',
      '090123456',
      '090123456789',
      '090-1234-5678',
      '０９０１２３４５６７８',
      '',
    ],
  },
  katakana: {
    valid: ['カタカナ', 'ヤマダ タロウ', 'ヤマダ　タロウ', 'ヴァイオリン', 'コーヒー', 'ヶ'],
    invalid: ['ひらがな', 'ｶﾀｶﾅ', 'カタカナA', '山田', 'カタカナ1', 'カ・タ', ''],
  },
  lowercaseDigitDash: {
    valid: ['abc', 'shop-01', '-', '0123'],
    invalid: ['Abc', 'shop_01', 'shop 01', 'ｓｈｏｐ', 'shop.01', ''],
  },
  alnumDash: {
    valid: ['ABC-123', 'abc', '---', 'A1'],
    invalid: ['ABC_123', 'ABC 123', 'ＡＢＣ', 'ABC.123', ''],
  },
  noConsecutiveDash: {
    valid: ['a-b-c', '-a-', 'abc', '', 'a-\n-b'],
    invalid: ['a--b', '--', 'a---b', 'ab\n--'],
  },
  password: {
    valid: ['Abcdef1!', 'a1!', 'Z9~', 'pass-word1', 'A1"', 'a1[]{}'],
    invalid: [
      'Abcdefg1', // no symbol
      'abc!def', // no digit
      '123!456', // no letter
      'Abc1/', // slash excluded
      'Abc1\\', // backslash excluded
      'Abc1¥', // yen sign excluded
      'Abc1/!', // excluded symbol beside an allowed one
      'Abc 1!', // space
      'Ａｂｃ１！', // full-width
      'Abc1!あ',
      '',
    ],
  },
  passwordAllowYen: {
    valid: ['Abc1¥', 'Abcdef1!', 'a1¥!'],
    invalid: ['Abc1/', 'Abc1\\', 'Abc1', 'Abc¥', '1¥', ''],
  },
  alnumSymbol: {
    valid: ['abc123', 'A1', 'a1/\\!', 'p@ss-w0rd', 'a1~'],
    invalid: ['abcdef', '123456', '!!!', 'abc 123', 'abc１２３', 'abc123¥', 'abc123あ', ''],
  },
  facebookUrl: {
    valid: [
      'https://www.facebook.com/shop',
      'http://facebook.com/shop',
      'facebook.com/shop',
      'www.facebook.com/p/123',
      'https://m.facebook.com/shop',
      'https://fb.com/shop',
    ],
    invalid: [
      'https://facebook.com',
      'https://facebook.com/',
      'https://example.com/facebook.com/x',
      'https://notfacebook.com/x',
      'ftp://facebook.com/x',
      '',
    ],
  },
  twitterUrl: {
    valid: [
      'https://twitter.com/shop',
      'twitter.com/shop',
      'https://www.twitter.com/shop',
      'https://x.com/shop',
      'https://mobile.twitter.com/shop',
    ],
    invalid: [
      'https://twitter.com',
      'https://twitter.co/shop',
      'https://x.co/shop',
      'https://faketwitter.com/shop',
      '',
    ],
  },
  instagramUrl: {
    valid: ['https://www.instagram.com/shop', 'instagram.com/shop/', 'http://instagram.com/p/abc'],
    invalid: ['https://instagram.com', 'https://instagr.am/shop', 'https://instagram.co/shop', ''],
  },
  lineUrl: {
    valid: [
      'https://line.me/R/ti/p/@shop',
      'line.me/ti/p/abc',
      'https://liff.line.me/123-abc',
      'https://page.line.me/shop',
      'liff.line.me/123',
    ],
    invalid: [
      'https://line.me',
      'https://line.me/',
      'https://store.line.me/x',
      'https://line.com/x',
      'https://liff.line.me',
      '',
    ],
  },
  url: {
    valid: [
      'https://example.com',
      'http://example.co.jp/path/to/page?x=1&y=2#top',
      'example.com',
      'www.example.com/a_b-c~d',
      'https://192.168.0.1:8080/path',
      'https://example.com:443',
      'https://sub.domain.example.org/a/b/?q=%E3%81%82',
      'https://example.com/#section',
    ],
    invalid: [
      'https://',
      'example',
      'https://example',
      'https://exa mple.com',
      'ftp://example.com',
      'https://256.1.1.1/',
      'https://-example.com',
      'https://例え.jp',
      'javascript:alert(1)',
      '',
    ],
  },
  zipcode: {
    valid: ['1000001', '0600000'],
    invalid: ['100-0001', '100001', '10000011', '１０００００１', '100000a', ''],
  },
  bankCode: { valid: ['0001', '9900'], invalid: ['001', '00001', '０００１', 'abcd', ''] },
  branchCode: { valid: ['001', '999'], invalid: ['01', '0001', '００１', ''] },
  bankAccount: { valid: ['1', '1234567', '0000001'], invalid: ['12345678', '１２３', '123-45', ''] },
  bankName: {
    valid: [
      'ミツビシユーエフジェイ',
      'ユウチヨ',
      'ABC(カ)',
      'ジェーシービー.',
      'ミズホ 123',
      'セブン-イレブン',
    ],
    invalid: ['みずほ', 'abc', 'ﾐｽﾞﾎ', '三菱', 'ミズホ＆', ''],
  },
  ipv4: {
    valid: ['0.0.0.0', '255.255.255.255', '192.168.0.1', '10.0.0.255', '1.2.3.4', '249.250.199.100'],
    invalid: [
      '256.0.0.1',
      '1.2.3.256',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      '1.2.3.-1',
      '１.２.３.４',
      '1.2.3.4 ',
      'a.b.c.d',
      '1..3.4',
      '',
    ],
  },
};

describe('PATTERNS', () => {
  it('has exactly the keys of the issue', () => {
    expect(Object.keys(PATTERNS).sort()).toEqual(
      [
        'phone',
        'mobilePhone',
        'katakana',
        'lowercaseDigitDash',
        'alnumDash',
        'noConsecutiveDash',
        'password',
        'passwordAllowYen',
        'alnumSymbol',
        'facebookUrl',
        'twitterUrl',
        'instagramUrl',
        'lineUrl',
        'url',
        'zipcode',
        'bankCode',
        'branchCode',
        'bankAccount',
        'bankName',
        'ipv4',
      ].sort(),
    );
  });

  it('has no global or sticky flag, so repeated tests give the same answer', () => {
    for (const pattern of Object.values(PATTERNS)) {
      expect(pattern.global).toBe(false);
      expect(pattern.sticky).toBe(false);
    }
    expect([1, 2, 3].map(() => PATTERNS.zipcode.test('1000001'))).toEqual([true, true, true]);
  });

  describe.each(Object.entries(CASES) as [PatternName, { valid: string[]; invalid: string[] }][])(
    '%s',
    (name, cases) => {
      it.each(cases.valid)('accepts %j', (value) => {
        expect(PATTERNS[name].test(value)).toBe(true);
      });
      it.each(cases.invalid)('rejects %j', (value) => {
        expect(PATTERNS[name].test(value)).toBe(false);
      });
    },
  );

  it('matches whole values only (anchored at both ends)', () => {
    expect(PATTERNS.zipcode.test('x1000001')).toBe(false);
    expect(PATTERNS.zipcode.test('1000001x')).toBe(false);
    expect(PATTERNS.phone.test('tel:0312345678')).toBe(false);
    expect(PATTERNS.ipv4.test('ip 1.2.3.4')).toBe(false);
  });

  it('treats the phone length boundary as 10 to 11 digits in all', () => {
    expect(PATTERNS.phone.test(`0${'1'.repeat(8)}`)).toBe(false);
    expect(PATTERNS.phone.test(`0${'1'.repeat(9)}`)).toBe(true);
    expect(PATTERNS.phone.test(`0${'1'.repeat(10)}`)).toBe(true);
    expect(PATTERNS.phone.test(`0${'1'.repeat(11)}`)).toBe(false);
  });

  it('accepts every octet from 0 to 255 and nothing above', () => {
    for (let octet = 0; octet <= 255; octet += 1)
      expect(PATTERNS.ipv4.test(`${octet}.0.0.${octet}`)).toBe(true);
    for (const octet of [256, 299, 300, 999, 1000]) expect(PATTERNS.ipv4.test(`1.1.1.${octet}`)).toBe(false);
  });

  it('allows every ASCII symbol but / and \\ in a password, and ¥ only in the variant', () => {
    const symbols = '!"#$%&\'()*+,-.:;<=>?@[]^_`{|}~';
    for (const symbol of symbols) {
      expect(PATTERNS.password.test(`Abc1${symbol}`)).toBe(true);
      expect(PATTERNS.passwordAllowYen.test(`Abc1${symbol}`)).toBe(true);
    }
    for (const excluded of ['/', '\\']) {
      expect(PATTERNS.password.test(`Abc1!${excluded}`)).toBe(false);
      expect(PATTERNS.passwordAllowYen.test(`Abc1!${excluded}`)).toBe(false);
    }
    expect(PATTERNS.password.test('Abc1!¥')).toBe(false);
    expect(PATTERNS.passwordAllowYen.test('Abc1!¥')).toBe(true);
    expect(PATTERNS.passwordAllowYen.test('Abc1!￥')).toBe(false);
  });
});

describe('ALPHABETIC and ALPHANUMERIC', () => {
  it('accept half-width letters (and digits) only', () => {
    expect(ALPHABETIC.test('AbC')).toBe(true);
    expect(ALPHABETIC.test('Ab1')).toBe(false);
    expect(ALPHABETIC.test('Ａｂ')).toBe(false);
    expect(ALPHANUMERIC.test('Ab1')).toBe(true);
    expect(ALPHANUMERIC.test('Ab-1')).toBe(false);
    expect(ALPHANUMERIC.test('Ab１')).toBe(false);
  });
});

describe('isValidIp', () => {
  it('accepts an empty value', () => {
    expect(isValidIp('')).toBe(true);
    expect(isValidIp(null)).toBe(true);
    expect(isValidIp(undefined)).toBe(true);
  });
  it('accepts an IPv4 address and rejects anything else', () => {
    expect(isValidIp('192.168.1.1')).toBe(true);
    expect(isValidIp('255.255.255.255')).toBe(true);
    expect(isValidIp('256.255.255.255')).toBe(false);
    expect(isValidIp(' ')).toBe(false);
    expect(isValidIp('::1')).toBe(false);
  });
});
