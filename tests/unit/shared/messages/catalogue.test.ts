import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS,
  CONTENT_KIND,
  CSV_EXPORT_IDS,
  CSV_IMPORT_IDS,
  EC_PAYMENT_STATUS,
  EC_SALES_TYPE,
  EXPORT_STATUS,
  IMPORT_STATUS,
  LIMIT_TYPE,
  LINK_OPEN_MODE,
  MESSAGE_TYPE,
  NOTE_BACKGROUND_KEYS,
  REPORT_INTERVAL,
  ROLES,
  SEND_TIMING,
} from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { ja as firstScreenMessages } from '@shared/messages/first-screen';
import { ja as startMessages } from '@shared/messages/start';
import { ROUTES } from '@shared/routes';

function leaves(node: unknown, path = 'ja'): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, `${path}.${key}`),
  );
}

describe('message catalogue', () => {
  it('holds its start-up parts (messages/first-screen.ts, messages/start.ts) as its own sections, not as copies', () => {
    for (const [section, messages] of [
      ...Object.entries(firstScreenMessages),
      ...Object.entries(startMessages),
    ]) {
      expect(ja[section as keyof typeof ja], section).toBe(messages);
    }
    expect(Object.keys(startMessages)).toEqual(expect.arrayContaining(Object.keys(firstScreenMessages)));
  });

  it('has no empty message', () => {
    for (const [path, message] of leaves(ja)) expect(message.trim(), path).not.toBe('');
  });

  it('writes validation, error and success messages as polite sentences', () => {
    for (const section of [ja.validation, ja.errors, ja.success]) {
      for (const [path, message] of leaves(section)) expect(message, path).toMatch(/。$/);
    }
    for (const [path, message] of leaves(ja.validation, 'ja.validation'))
      expect(message, path).toMatch(/^[はをがにの]/);
  });

  it('uses only the known placeholders', () => {
    const allowed = new Set([
      'list',
      'problems',
      'expected',
      'found',
      'columns',
      'table',
      'operation',
      'cells',
      'rows',
      'more',
      'changed',
      'fields',
      'transactionId',
      'min',
      'seconds',
      'minutes',
      'applied',
      'customers',
      'devices',
      'create',
      'position',
      'width',
      'range',
      'max',
      'maxSize',
      'date',
      'start',
      'count',
      'from',
      'to',
      'total',
      'amount',
      'name',
      'status',
      'characters',
      'kind',
      'path',
      'failed',
      'action',
      'row',
      'zipcode',
      'address',
      'version',
      'end',
      'hex',
      'label',
      'percent',
      'days',
      'time',
      'stored',
      'duplicates',
      'year',
      'id',
      'message',
      'subdomain',
      'number',
      'condition',
      'interestType',
      // 会計ソフト連携
      'category',
      'shop',
      'shops',
      'format',
      'lines',
      'slips',
      'files',
      'reason',
      'half',
      'account',
      'subAccount',
      'bytes',
      // 操作ログ
      'email',
    ]);
    for (const [path, message] of leaves(ja)) {
      for (const [, name] of message.matchAll(/\{(\w+)\}/g))
        expect(allowed.has(name ?? ''), `${path}: {${name}}`).toBe(true);
    }
  });

  it('fills typed parameters', () => {
    expect(formatMessage(ja.validation.minLength, { min: 8 })).toBe('は8文字以上で入力してください。');
    expect(formatMessage(ja.validation.numberBetween, { min: 1, max: 99 })).toBe(
      'は1から99までの数値で入力してください。',
    );
    expect(formatMessage(ja.errors.zipTooLarge, { maxSize: 50 })).toBe(
      'ZIPファイルのサイズが上限の50MBを超えています。',
    );
    expect(formatMessage(ja.auth.passwordNearExpiry, { date: '2024/03/01' })).toBe(
      'アカウントのパスワードの有効期限は2024/03/01までです。',
    );
    expect(formatMessage(ja.paymentCount.count, { count: 3 })).toBe('3回');
  });

  it('has the success messages of section 8 in the polite past', () => {
    expect(ja.success.created).toBe('登録しました。');
    expect(ja.success.updated).toBe('更新しました。');
    expect(ja.success.deleted).toBe('削除しました。');
  });

  it('labels the payment counts', () => {
    expect([ja.paymentCount.onetime, ja.paymentCount.revolving, ja.paymentCount.count]).toEqual([
      'ボーナス一括払い',
      'リボ払い',
      '{count}回',
    ]);
  });
});

describe('enumeration labels', () => {
  const cases: [string, Record<string, string>, readonly (string | number)[]][] = [
    ['roles', ja.roles, ROLES],
    ['accountStatus', ja.enums.accountStatus, Object.values(ACCOUNT_STATUS)],
    ['limitType', ja.enums.limitType, Object.values(LIMIT_TYPE)],
    ['contentKind', ja.enums.contentKind, Object.values(CONTENT_KIND)],
    ['messageType', ja.enums.messageType, Object.values(MESSAGE_TYPE)],
    ['sendTiming', ja.enums.sendTiming, Object.values(SEND_TIMING)],
    ['linkOpenMode', ja.enums.linkOpenMode, Object.values(LINK_OPEN_MODE)],
    ['ecSalesType', ja.enums.ecSalesType, Object.values(EC_SALES_TYPE)],
    ['ecPaymentStatus', ja.enums.ecPaymentStatus, Object.values(EC_PAYMENT_STATUS)],
    ['exportStatus', ja.enums.exportStatus, Object.values(EXPORT_STATUS)],
    ['importStatus', ja.enums.importStatus, Object.values(IMPORT_STATUS)],
    ['reportInterval', ja.enums.reportInterval, Object.values(REPORT_INTERVAL)],
    ['csvKind', ja.enums.csvKind, [...Object.keys(CSV_EXPORT_IDS), ...Object.keys(CSV_IMPORT_IDS)]],
    ['noteBackground', ja.enums.noteBackground, NOTE_BACKGROUND_KEYS],
  ];

  it.each(cases)('labels every value of %s and nothing else', (_, labels, values) => {
    expect(Object.keys(labels).sort()).toEqual([...new Set(values.map(String))].sort());
    for (const label of Object.values(labels)) expect(label).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
  });

  it('gives the EC statuses their business names', () => {
    expect(ja.enums.ecSalesType).toEqual({ 1: '仮売上', 2: '即時売上' });
    expect(ja.enums.ecPaymentStatus[EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED]).toBe('売上確定取消');
  });
});

describe('route titles', () => {
  it('has a title for every route and no title without a route', () => {
    const routeNames = new Set<string>(ROUTES.map((route) => route.name));
    for (const name of Object.keys(ja.routeTitles)) expect(routeNames.has(name), name).toBe(true);
  });
});
