import { z } from 'zod';
import { CUSTOMER_TEXT_LIMITS } from '../../constants/customer';
import { ja } from '../../messages/ja';
import { optionalSecretField, optionalTextField } from '../choice-fields';
import { alphanumericSymbolLength, mobilePhone, phone } from '../text-rules';

const labels = ja.customers.fields;
const { min, max } = CUSTOMER_TEXT_LIMITS.password;

/**
 * The customer form of spec section 3 (mobilePhone, homePhone, password). Phones are digits
 * only (the console strips everything else as they are typed); the mobile number follows the
 * spec's 070/080/090 rule. An empty password leaves the stored one as it is; a new one is
 * stored hashed and never shown again.
 */
export const customerFormShape = {
  mobilePhone: optionalTextField(labels.mobilePhone, mobilePhone()),
  homePhone: optionalTextField(labels.homePhone, phone()),
  password: optionalSecretField(labels.password, alphanumericSymbolLength(min, max)),
};
export const customerFormSchema = z.object(customerFormShape);
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;
