import { describe, expect, it } from 'vitest';
import {
  accountUserFormSchema,
  clientUserCreateFormSchema,
  companyFormSchema,
  groupCreateFormSchema,
  groupShopsFormSchema,
  serviceSettingFormSchema,
  shopCreateFormSchema,
  shopFormSchema,
  storeBasicSettingsFormSchema,
  storeDefaultSettingsFormSchema,
} from '@shared/validation';
import { fieldErrorsOf } from '../support';

const shop = {
  nameSei: '山田',
  nameMei: '太郎',
  email: 'yamada@example.jp',
  zipcode: '1000001',
  prefectureId: '13',
  municipalityId: '13101',
  streetAddress: '千代田1-1',
  telephone: '0312345678',
  storeName: 'テスト店',
  genreId: '1',
  shopCode: 'TEST-1',
  password: 'Passw0rd!x',
};

describe('shop forms', () => {
  it('normalises a valid form (select strings to ids, empty optional fields to "")', () => {
    const values = shopCreateFormSchema.parse(shop);
    expect(values).toMatchObject({
      prefectureId: 13,
      genreId: 1,
      groupId: null,
      buildingName: '',
      allowIps: [],
      ecSalesType: null,
    });
    expect(shopCreateFormSchema.parse(values)).toEqual(values);
  });

  it('requires the password on create only', () => {
    expect(fieldErrorsOf(shopCreateFormSchema, { ...shop, password: '' })).toEqual({
      password: ['初期パスワードを入力してください。'],
    });
    expect(fieldErrorsOf(shopFormSchema, { ...shop, password: '' })).toEqual({});
  });

  it('checks allowed IP entries and their range order', () => {
    expect(
      fieldErrorsOf(shopFormSchema, {
        ...shop,
        allowIps: [
          { ipAddress: '192.0.2.9', ipRange: '192.0.2.1' },
          { ipAddress: '', ipRange: '' },
        ],
      }),
    ).toEqual({
      'allowIps.0.ipRange': ['IP範囲（終了アドレス）は開始IPアドレス以降のアドレスを入力してください。'],
      'allowIps.1.ipAddress': ['IPアドレスを入力してください。'],
    });
  });
});

describe('group forms', () => {
  it('asks for name, e-mail and password of a new group', () => {
    expect(fieldErrorsOf(groupCreateFormSchema, {})).toEqual({
      name: ['グループ名を入力してください。'],
      email: ['メールアドレスを入力してください。'],
      password: ['パスワードを入力してください。'],
    });
  });

  it('reads one shop or several as a list of shop ids, and needs at least one', () => {
    expect(groupShopsFormSchema.parse({ shopId: '4' })).toEqual({ shopIds: [4] });
    expect(groupShopsFormSchema.parse({ shopIds: ['4', '5'], shopId: 5 })).toEqual({ shopIds: [5, 4] });
    expect(fieldErrorsOf(groupShopsFormSchema, {})).toEqual({ shopIds: ['項目が選択されていません。'] });
  });
});

describe('store settings forms', () => {
  it('validates SNS links with the social URL patterns', () => {
    expect(
      fieldErrorsOf(storeBasicSettingsFormSchema, {
        facebook: 'https://facebook.com/hidamari',
        twitter: 'https://x.com/hidamari',
        instagram: 'https://example.com/hidamari',
        line: 'https://liff.line.me/123',
      }),
    ).toEqual({ instagram: ['InstagramはInstagramのURLを入力してください。'] });
  });

  it('needs at least one reception e-mail, blank rows ignored, no repeats', () => {
    expect(fieldErrorsOf(storeDefaultSettingsFormSchema, { receptionEmails: ['', ' '] })).toEqual({
      receptionEmails: ['受付メールアドレスを1件以上登録してください。'],
    });
    expect(storeDefaultSettingsFormSchema.parse({ receptionEmails: 'a@example.jp' })).toEqual({
      receptionEmails: ['a@example.jp'],
      soundId: null,
    });
    expect(
      fieldErrorsOf(storeDefaultSettingsFormSchema, { receptionEmails: ['a@example.jp', 'A@example.jp'] }),
    ).toEqual({
      receptionEmails: ['受付メールアドレスが重複しています。'],
    });
  });
});

describe('user and account forms', () => {
  it('registers a client with a confirmed password', () => {
    const form = {
      nameSei: '高橋',
      nameMei: '美咲',
      email: 'a@example.jp',
      password: 'Passw0rd!x',
      subdomain: 'demo',
    };
    expect(fieldErrorsOf(clientUserCreateFormSchema, { ...form, confirmPassword: 'Passw0rd!x' })).toEqual({});
    expect(fieldErrorsOf(clientUserCreateFormSchema, { ...form, confirmPassword: '' })).toEqual({
      confirmPassword: ['パスワード（確認）を入力してください。'],
    });
  });

  it('needs the current password and the confirmation only when a new password is typed', () => {
    const base = { nameSei: '高橋', nameMei: '美咲', email: 'a@example.jp' };
    expect(fieldErrorsOf(accountUserFormSchema, base)).toEqual({});
    expect(
      fieldErrorsOf(accountUserFormSchema, {
        ...base,
        newPassword: 'NewPassw0rd!',
        confirmPassword: 'Other0rd!x',
      }),
    ).toEqual({
      currentPassword: ['現在のパスワードを入力してください。'],
      confirmPassword: ['新しいパスワード（確認）が新しいパスワードと一致しません。'],
    });
  });
});

describe('service and company forms', () => {
  const service = { name: 'テストサービス', clientId: '1', subdomain: 'test-service' };

  it('applies the subdomain rules and the tag limit', () => {
    expect(fieldErrorsOf(serviceSettingFormSchema, service)).toEqual({});
    expect(fieldErrorsOf(serviceSettingFormSchema, { ...service, subdomain: 'a--b' })).toEqual({
      subdomain: ['サブドメインにハイフンを連続して使用することはできません。'],
    });
    expect(fieldErrorsOf(serviceSettingFormSchema, { ...service, subdomain: 'auth' })).toEqual({
      subdomain: ['サブドメインは使用できない値です。'],
    });
    const tags = Array.from({ length: 11 }, (_, index) => `タグ${index}`);
    expect(fieldErrorsOf(serviceSettingFormSchema, { ...service, serviceTag: tags })).toEqual({
      serviceTag: ['サービスタグは10個まで登録できます。'],
    });
    expect(serviceSettingFormSchema.parse({ ...service, enableTopSetting: true }).enableTopSetting).toBe(1);
  });

  it('checks the bank account patterns and requires it whole once started', () => {
    const company = {
      companyName: '株式会社テスト',
      companyNameKana: 'カブシキガイシャテスト',
      zipcode: '1000001',
      prefectureId: 13,
      municipalityId: '13101',
      streetAddress: '千代田1-1',
      telephone: '0312345678',
      representativeName: '山田 太郎',
    };
    expect(fieldErrorsOf(companyFormSchema, company)).toEqual({});
    expect(fieldErrorsOf(companyFormSchema, { ...company, bankCode: '0001' })).toEqual({
      bankName: ['銀行名（カナ）を入力してください。'],
      branchCode: ['支店コードを入力してください。'],
      branchName: ['支店名（カナ）を入力してください。'],
      accountType: ['口座種別を選択してください。'],
      accountNumber: ['口座番号を入力してください。'],
      accountHolderKana: ['口座名義（カナ）を入力してください。'],
    });
    expect(
      fieldErrorsOf(companyFormSchema, {
        ...company,
        bankCode: '1',
        accountNumber: '12345678',
        bankName: 'みずほ',
      }),
    ).toMatchObject({
      bankCode: ['銀行コードは半角数字4桁で入力してください。'],
      accountNumber: ['口座番号は半角数字7桁以内で入力してください。'],
      bankName: [
        '銀行名（カナ）は全角カタカナ・半角英大文字・数字・括弧・ピリオド・ハイフンで入力してください。',
      ],
    });
  });
});
