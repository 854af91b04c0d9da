import { z } from 'zod';
import { ACCOUNT_STATUS } from '../../constants/account';
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
import { email, loginPassword, lowercaseDigitDash, maxLength, noEmoji } from '../text-rules';

const labels = ja.forms.user;

/** Name and login e-mail of a person (every user form, and the account form). */
export const personFormShape = {
  nameSei: requiredTextField(labels.nameSei, maxLength(50), noEmoji()),
  nameMei: requiredTextField(labels.nameMei, maxLength(50), noEmoji()),
  email: requiredTextField(labels.email, email(), maxLength(255)),
};

/** A password typed twice; on an edit, empty leaves it as it is. */
const passwordShape = {
  password: optionalSecretField(labels.password, ...loginPassword()),
  confirmPassword: optionalSecretField(labels.confirmPassword),
};

/** On registration the password is required (a field rule, so it shows with the other fields' messages). */
const registrationPassword = { password: requiredSecretField(labels.password, ...loginPassword()) };

type PasswordValues = { password: string; confirmPassword: string };

/** Whenever a password is typed, the confirmation must be typed too and match it. */
const userPasswordRules: FormRule<PasswordValues>[] = [
  requiredIf<PasswordValues>({
    field: 'confirmPassword',
    label: labels.confirmPassword,
    when: (values) => values.password !== '',
  }),
  sameAs<PasswordValues>({
    field: 'confirmPassword',
    other: 'password',
    label: labels.confirmPassword,
    target: 'password',
  }),
];

const masterUserShape = { ...personFormShape, ...passwordShape };

/**
 * A user form's registration schema (the password required) and its edit schema (an empty
 * password leaves the saved one); both check the confirmation of a typed password.
 */
function userFormSchemas<Shape extends typeof masterUserShape>(shape: Shape) {
  // The rules read only the password fields, which every such shape has; TypeScript cannot see
  // them in the output of a shape still generic here.
  const rules = userPasswordRules as FormRule<unknown>[];
  const edit = z.object(shape);
  return { create: edit.extend(registrationPassword).check(...rules), edit: edit.check(...rules) };
}

/** Master administrator registration (master only) and edit. */
export const { create: masterUserCreateFormSchema, edit: masterUserEditFormSchema } =
  userFormSchemas(masterUserShape);
export type MasterUserFormValues = z.output<typeof masterUserCreateFormSchema>;

/** The service a client or shop user belongs to, named by its subdomain. */
const serviceSubdomainField = requiredTextField(labels.subdomain, lowercaseDigitDash(), maxLength(63));

/** Client user registration and edit, with the client's policies (summary and payment history). */
export const { create: clientUserCreateFormSchema, edit: clientUserEditFormSchema } = userFormSchemas({
  ...masterUserShape,
  subdomain: serviceSubdomainField,
  summaryManagement: booleanField(labels.summaryManagement),
  paymentHistory: booleanField(labels.paymentHistory),
});
export type ClientUserFormValues = z.output<typeof clientUserCreateFormSchema>;

/** Shop user registration and edit (spec section 3: subdomain, and organizationId = the shop). */
export const { create: shopUserCreateFormSchema, edit: shopUserEditFormSchema } = userFormSchemas({
  ...masterUserShape,
  subdomain: serviceSubdomainField,
  organizationId: idField(labels.organizationId, { required: true }),
});
export type ShopUserFormValues = z.output<typeof shopUserCreateFormSchema>;

/** Pause (3) or resume (2) an account. */
export const userStatusFormSchema = z.object({
  status: enumField(labels.status, Object.values(ACCOUNT_STATUS), { required: true }),
});
export type UserStatusFormValues = z.output<typeof userStatusFormSchema>;
