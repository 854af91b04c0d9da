import { describe, expect, it } from 'vitest';
import { generatePassword } from '@shared/password';
import { changePasswordFormSchema, loginFormSchema } from '@shared/validation';
import { fieldErrorsOf } from './support';

describe('loginFormSchema', () => {
  it('passes a filled, well-formed login and trims the email only', () => {
    expect(loginFormSchema.parse({ email: ' taro@example.jp ', password: ' secret ' })).toEqual({
      email: 'taro@example.jp',
      password: ' secret ',
    });
  });

  it('asks for both fields when empty', () => {
    expect(fieldErrorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: ['メールアドレスを入力してください。'],
      password: ['パスワードを入力してください。'],
    });
  });

  it('rejects a malformed email', () => {
    expect(fieldErrorsOf(loginFormSchema, { email: 'taro@', password: 'x' })).toEqual({
      email: ['メールアドレスの形式が正しくありません。'],
    });
  });
});

describe('changePasswordFormSchema', () => {
  const valid = { currentPassword: 'old', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!' };

  it('passes a valid change', () => {
    expect(fieldErrorsOf(changePasswordFormSchema, valid)).toEqual({});
  });

  it('refuses the current password as the new one', () => {
    const again = { currentPassword: 'NewPass1!', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!' };
    expect(fieldErrorsOf(changePasswordFormSchema, again)).toEqual({
      newPassword: ['新しいパスワードには現在のパスワードと異なるパスワードを入力してください。'],
    });
  });

  it('asks for every field when empty', () => {
    expect(
      fieldErrorsOf(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: ['現在のパスワードを入力してください。'],
      newPassword: ['新しいパスワードを入力してください。'],
      confirmPassword: ['新しいパスワード（確認）を入力してください。'],
    });
  });

  it('applies the password rule to the new password', () => {
    expect(
      fieldErrorsOf(changePasswordFormSchema, {
        ...valid,
        newPassword: 'NewPass1/',
        confirmPassword: 'NewPass1/',
      }),
    ).toEqual({
      newPassword: [
        '新しいパスワードは半角英字・数字・記号をそれぞれ1文字以上含めて入力してください（/ \\ ¥ は使用できません）。',
      ],
    });
    expect(
      fieldErrorsOf(changePasswordFormSchema, { ...valid, newPassword: 'Ab1!', confirmPassword: 'Ab1!' }),
    ).toEqual({
      newPassword: ['新しいパスワードは8文字以上で入力してください。'],
    });
  });

  it('requires the confirmation to match the new password', () => {
    expect(fieldErrorsOf(changePasswordFormSchema, { ...valid, confirmPassword: 'NewPass1?' })).toEqual({
      confirmPassword: ['新しいパスワード（確認）が新しいパスワードと一致しません。'],
    });
  });

  it('reports a missing field and a mismatch together', () => {
    expect(
      fieldErrorsOf(changePasswordFormSchema, { ...valid, currentPassword: '', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: ['現在のパスワードを入力してください。'],
      confirmPassword: ['新しいパスワード（確認）が新しいパスワードと一致しません。'],
    });
  });

  it('accepts a generated password', () => {
    const generated = generatePassword();
    expect(
      fieldErrorsOf(changePasswordFormSchema, {
        currentPassword: 'old',
        newPassword: generated,
        confirmPassword: generated,
      }),
    ).toEqual({});
  });
});
