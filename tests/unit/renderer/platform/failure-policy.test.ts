import { describe, expect, it } from 'vitest';
import type { CallFailure } from '@shared/ipc';
import { decideFailureAction, isImageField } from '../../../../src-renderer/platform/failurePolicy';

function http(status: number, message = 'メッセージ', errors: CallFailure['errors'] = []): CallFailure {
  return { status, kind: 'http', message, errors };
}

const fieldErrors = [{ name: 'email', message: 'メールアドレスを入力してください。' }];

describe('status policy of spec section 8', () => {
  it('400 with named errors puts them on fields and alerts', () => {
    expect(decideFailureAction(http(400, '入力エラー', fieldErrors))).toEqual({
      kind: 'fieldErrors',
      errors: fieldErrors,
    });
  });

  it('400 without an error array shows the message as an auto-closing alert', () => {
    expect(decideFailureAction(http(400, '不正なリクエストです。'))).toEqual({
      kind: 'alert',
      message: '不正なリクエストです。',
      autoclose: true,
    });
  });

  it('422 puts the messages on fields', () => {
    expect(decideFailureAction(http(422, '入力内容に誤りがあります。', fieldErrors))).toEqual({
      kind: 'fieldErrors',
      errors: fieldErrors,
    });
  });

  it('422 is skipped when the skip-validation flag is set', () => {
    expect(decideFailureAction(http(422, 'x', fieldErrors), { skipValidation: true })).toEqual({
      kind: 'none',
    });
  });

  it('429 and 401 leave the logout to the session (main clears it and tells the shell)', () => {
    expect(decideFailureAction(http(429, '試行回数の上限です。'))).toEqual({ kind: 'sessionEnded' });
    expect(decideFailureAction(http(401))).toEqual({ kind: 'sessionEnded' });
  });

  it.each([
    [403, '/403'],
    [404, '/404'],
    [500, '/500'],
  ] as const)('%i goes to its page', (status, to) => {
    expect(decideFailureAction(http(status))).toEqual({ kind: 'redirect', to });
  });

  it('405 has no handler', () => {
    expect(decideFailureAction(http(405))).toEqual({ kind: 'none' });
  });

  it('409 offers the reload with the already-updated message', () => {
    expect(decideFailureAction(http(409, '他のユーザーによって既に更新されています。'))).toEqual({
      kind: 'conflict',
      message: '他のユーザーによって既に更新されています。',
    });
  });

  it('a network failure is an error alert that stays', () => {
    const failure: CallFailure = { status: 0, kind: 'network', message: '接続できません。', errors: [] };
    expect(decideFailureAction(failure)).toEqual({
      kind: 'alert',
      message: '接続できません。',
      autoclose: false,
    });
  });

  it('knows image fields by their name', () => {
    expect(isImageField('image')).toBe(true);
    expect(isImageField('imageUrl')).toBe(true);
    expect(isImageField('name')).toBe(false);
  });
});
