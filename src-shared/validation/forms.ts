import { z } from 'zod';
import { ja } from '../messages/ja';
import { secretField, textField } from './fields';
import { newPasswordDiffers, sameAs } from './form-rules';
import { email, loginPassword, maxLength, required } from './text-rules';

/** The login form: email required and well formed, password required. */
export const loginFormSchema = z.object({
  email: textField(ja.fields.email, required(), email(), maxLength(255)),
  password: secretField(ja.fields.password, required()),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/**
 * The change-password form: the new password follows the password rule, differs from the
 * current one and is typed twice.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: secretField(ja.fields.currentPassword, required()),
    newPassword: secretField(ja.fields.newPassword, required(), ...loginPassword()),
    confirmPassword: secretField(ja.fields.confirmPassword, required()),
  })
  .check(
    sameAs({
      field: 'confirmPassword',
      other: 'newPassword',
      label: ja.fields.confirmPassword,
      target: 'newPassword',
    }),
    newPasswordDiffers(),
  );
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
