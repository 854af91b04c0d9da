import { z } from 'zod';
import { ACCOUNT_STATUS } from '../../constants/account';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../constants/password';
import { ja } from '../../messages/ja';
import {
  booleanField,
  enumField,
  idField,
  optionalSecretField,
  requiredSecretField,
  requiredTextField,
} from '../choice-fields';
import { requiredIf, sameAs } from '../form-rules';
import type { FormRule } from '../form-rules';
import { email, lowercaseDigitDash, maxLength, minLength, noEmoji, password } from '../text-rules';

const labels = ja.forms.user;

/** Name and login e-mail of a person (every user form, and the account form). */
export const personFormShape = {
  nameSei: requiredTextField(labels.nameSei, maxLength(50), noEmoji()),
  nameMei: requiredTextField(labels.nameMei, maxLength(50), noEmoji()),
  email: requiredTextField(labels.email, email(), maxLength(255)),
};

const passwordRules = [minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH), password()];

/** A password typed twice; on an edit, empty leaves it as it is. */
const passwordShape = {
  password: optionalSecretField(labels.password, ...passwordRules),
  confirmPassword: optionalSecretField(labels.confirmPassword),
};

/** On registration the password is required (a field rule, so it shows with the other fields' messages). */
const registrationPassword = { password: requiredSecretField(labels.password, ...passwordRules) };

type PasswordValues = { password: string; confirmPassword: string };

/** Whenever a password is typed, the confirmation must be typed too and match it. */
function userPasswordRules<T extends PasswordValues>(): FormRule<T>[] {
  return [
    requiredIf<T>({
      field: 'confirmPassword',
      label: labels.confirmPassword,
      when: (values) => values.password !== '',
    }),
    sameAs<T>({
      field: 'confirmPassword',
      other: 'password',
      label: labels.confirmPassword,
      target: 'password',
    }),
  ];
}

const masterUserShape = { ...personFormShape, ...passwordShape };
type MasterUserOutput = z.output<z.ZodObject<typeof masterUserShape>>;

/** Master administrator registration (master only) and edit (an empty password leaves it). */
export const masterUserCreateFormSchema = z
  .object({ ...masterUserShape, ...registrationPassword })
  .check(...userPasswordRules<MasterUserOutput>());
export const masterUserEditFormSchema = z
  .object(masterUserShape)
  .check(...userPasswordRules<MasterUserOutput>());
export type MasterUserFormValues = z.output<typeof masterUserCreateFormSchema>;

/** The service a client or shop user belongs to, named by its subdomain. */
const serviceSubdomainField = requiredTextField(labels.subdomain, lowercaseDigitDash(), maxLength(63));

const clientUserShape = {
  ...masterUserShape,
  subdomain: serviceSubdomainField,
  summaryManagement: booleanField(labels.summaryManagement),
  paymentHistory: booleanField(labels.paymentHistory),
};
type ClientUserOutput = z.output<z.ZodObject<typeof clientUserShape>>;

/** Client user registration and edit, with the client's policies (summary and payment history). */
export const clientUserCreateFormSchema = z
  .object({ ...clientUserShape, ...registrationPassword })
  .check(...userPasswordRules<ClientUserOutput>());
export const clientUserEditFormSchema = z
  .object(clientUserShape)
  .check(...userPasswordRules<ClientUserOutput>());
export type ClientUserFormValues = z.output<typeof clientUserCreateFormSchema>;

const shopUserShape = {
  ...masterUserShape,
  subdomain: serviceSubdomainField,
  organizationId: idField(labels.organizationId, { required: true }),
};
type ShopUserOutput = z.output<z.ZodObject<typeof shopUserShape>>;

/** Shop user registration and edit (spec section 3: subdomain, and organizationId = the shop). */
export const shopUserCreateFormSchema = z
  .object({ ...shopUserShape, ...registrationPassword })
  .check(...userPasswordRules<ShopUserOutput>());
export const shopUserEditFormSchema = z.object(shopUserShape).check(...userPasswordRules<ShopUserOutput>());
export type ShopUserFormValues = z.output<typeof shopUserCreateFormSchema>;

/** Pause (3) or resume (2) an account. */
export const userStatusFormSchema = z.object({
  status: enumField(labels.status, Object.values(ACCOUNT_STATUS), { required: true }),
});
export type UserStatusFormValues = z.output<typeof userStatusFormSchema>;
