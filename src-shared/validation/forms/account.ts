import { z } from 'zod';
import { ja } from '../../messages/ja';
import { optionalSecretField } from '../choice-fields';
import { newPasswordDiffers, requiredIf, sameAs } from '../form-rules';
import { loginPassword } from '../text-rules';
import { personFormShape } from './user';

const accountUserShape = {
  ...personFormShape,
  currentPassword: optionalSecretField(ja.fields.currentPassword),
  newPassword: optionalSecretField(ja.fields.newPassword, ...loginPassword()),
  confirmPassword: optionalSecretField(ja.fields.confirmPassword),
};
type AccountUserOutput = z.output<z.ZodObject<typeof accountUserShape>>;

const changingPassword = (values: AccountUserOutput) => values.newPassword !== '';

/**
 * The account settings form (`/account/user`): name and e-mail, and optionally a new password,
 * which then needs the current one and the confirmation, and must differ from the current one.
 */
export const accountUserFormSchema = z.object(accountUserShape).check(
  requiredIf<AccountUserOutput>({
    field: 'currentPassword',
    label: ja.fields.currentPassword,
    when: changingPassword,
  }),
  requiredIf<AccountUserOutput>({
    field: 'confirmPassword',
    label: ja.fields.confirmPassword,
    when: changingPassword,
  }),
  sameAs<AccountUserOutput>({
    field: 'confirmPassword',
    other: 'newPassword',
    label: ja.fields.confirmPassword,
    target: 'newPassword',
  }),
  newPasswordDiffers<AccountUserOutput>(),
);
export type AccountUserFormValues = z.output<typeof accountUserFormSchema>;
