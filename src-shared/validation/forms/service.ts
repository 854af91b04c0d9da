import { z } from 'zod';
import {
  CARD_TEMPLATE,
  isReservedSubdomain,
  perServiceFlag,
  SUBDOMAIN_MAX_LENGTH,
} from '../../constants/service';
import { ja } from '../../messages/ja';
import {
  enumField,
  flagField,
  idField,
  optionalList,
  optionalSecretField,
  optionalTextField,
  requiredTextField,
} from '../choice-fields';
import { maxTags } from '../list-rules';
import { fieldMessage } from '../message';
import type { TextRule } from '../text-rules';
import {
  alphanumericDash,
  lowercaseDigitDash,
  maxDigits,
  maxLength,
  noConsecutiveDash,
  noEmoji,
  noSpaces,
  url,
} from '../text-rules';

const labels = ja.forms.service;

/** A subdomain the API's own paths use cannot name a service. */
const notReservedSubdomain = (): TextRule => (label) =>
  z.refine((value: string) => !isReservedSubdomain(value), {
    error: fieldMessage(label, ja.validation.reservedValue),
  });

/** A service tag name; the list holds at most 10 and no name twice. */
const serviceTagsField = optionalList(requiredTextField(labels.serviceTag, maxLength(30), noEmoji())).check(
  maxTags<string>()(labels.serviceTag),
  z.refine((list: string[]) => new Set(list).size === list.length, {
    error: fieldMessage(labels.serviceTag, ja.validation.duplicateValue),
  }),
);

/**
 * The service setting form (spec section 3, "Service setting", and the service flags). The
 * payment passwords are write-only: empty leaves the saved one. The logo is uploaded on its own.
 */
export const serviceSettingFormSchema = z.object({
  name: requiredTextField(labels.name, maxLength(100), noEmoji()),
  clientId: idField(labels.clientId, { required: true }),
  subdomain: requiredTextField(
    labels.subdomain,
    lowercaseDigitDash(),
    noConsecutiveDash(),
    maxLength(SUBDOMAIN_MAX_LENGTH),
    notReservedSubdomain(),
  ),
  googleMapApiKey: optionalTextField(labels.googleMapApiKey, noSpaces(), maxLength(100)),
  privacyPolicyUrl: optionalTextField(labels.privacyPolicyUrl, url(), maxLength(2000)),
  termsOfService: optionalTextField(labels.termsOfService, maxLength(20000)),
  paymentSiteId: optionalTextField(labels.paymentSiteId, alphanumericDash(), maxLength(64)),
  paymentSitePassword: optionalSecretField(labels.paymentSitePassword, noSpaces(), maxLength(64)),
  paymentShopId: optionalTextField(labels.paymentShopId, alphanumericDash(), maxLength(64)),
  paymentShopPassword: optionalSecretField(labels.paymentShopPassword, noSpaces(), maxLength(64)),
  serviceTag: serviceTagsField,
  cardTemplate: enumField(labels.cardTemplate, Object.values(CARD_TEMPLATE)),
  serviceCode: optionalTextField(labels.serviceCode, alphanumericDash(), maxLength(32)),
  kameiNo: optionalTextField(labels.kameiNo, maxDigits(20)),
  inspectionUrl: optionalTextField(labels.inspectionUrl, url(), maxLength(2000)),
  ...perServiceFlag((flag) => flagField(labels[flag])),
});
export type ServiceSettingFormInput = z.input<typeof serviceSettingFormSchema>;
export type ServiceSettingFormValues = z.output<typeof serviceSettingFormSchema>;
