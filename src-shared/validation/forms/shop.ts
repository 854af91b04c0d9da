import { z } from 'zod';
import { EC_SALES_TYPE } from '../../constants/ec';
import { SHOP_CODE_MAX_LENGTH } from '../../constants/shop';
import { ja } from '../../messages/ja';
import {
  decimalField,
  enumField,
  idField,
  idListField,
  optionalList,
  optionalSecretField,
  optionalTextField,
  requiredSecretField,
  requiredTextField,
} from '../choice-fields';
import { requiredIf } from '../form-rules';
import type { FormRule } from '../form-rules';
import {
  alphanumeric,
  alphanumericDash,
  email,
  ipAddress,
  maxLength,
  noEmoji,
  noSpaces,
  loginPassword,
  url,
} from '../text-rules';
import { addressShape } from './address';
import { ipRangeOrder } from './ip';

const labels = ja.forms.shop;

/** One allowed IP entry: an address, or a range up to `ipRange`; `id` names a saved entry being edited. */
export const allowIpEntrySchema = z
  .object({
    id: idField(labels.allowIps).optional(),
    ipAddress: requiredTextField(labels.ipAddress, ipAddress()),
    ipRange: optionalTextField(labels.ipRange, ipAddress()),
  })
  .check(ipRangeOrder({ start: 'ipAddress', end: 'ipRange', endLabel: labels.ipRange }));
export type AllowIpEntry = z.output<typeof allowIpEntrySchema>;

/**
 * The shop form of spec section 3, field by field. Optional text reads '' when empty; the
 * initial password is the store user's login password (checked by the password rule).
 */
export const shopFormShape = {
  nameSei: requiredTextField(labels.nameSei, maxLength(50), noEmoji()),
  nameMei: requiredTextField(labels.nameMei, maxLength(50), noEmoji()),
  email: requiredTextField(labels.email, email(), maxLength(255)),
  companyName: optionalTextField(labels.companyName, maxLength(100), noEmoji()),
  groupId: idField(labels.groupId),
  ...addressShape(labels),
  storeName: requiredTextField(labels.storeName, maxLength(100), noEmoji()),
  genreId: idField(labels.genreId, { required: true }),
  serviceTagId: idField(labels.serviceTagId),
  remarks: optionalTextField(labels.remarks, maxLength(1000)),
  shopCode: requiredTextField(labels.shopCode, alphanumericDash(), maxLength(SHOP_CODE_MAX_LENGTH)),
  password: optionalSecretField(labels.password, ...loginPassword()),
  allowIps: optionalList(allowIpEntrySchema),
  deletedAllowIps: idListField(labels.deletedAllowIps),
  ecShopId: optionalTextField(labels.ecShopId, alphanumericDash(), maxLength(50)),
  ecShopPassword: optionalSecretField(labels.ecShopPassword, noSpaces(), maxLength(100)),
  ecSalesType: enumField(labels.ecSalesType, Object.values(EC_SALES_TYPE)),
  ecAuthorizedIPAddress: optionalTextField(labels.ecAuthorizedIPAddress, ipAddress()),
  ecRedirectUrl: optionalTextField(labels.ecRedirectUrl, url(), maxLength(2000)),
  ecGeneratedKey: optionalTextField(labels.ecGeneratedKey, alphanumeric(), maxLength(128)),
  latitude: decimalField(labels.latitude, { min: -90, max: 90 }),
  longitude: decimalField(labels.longitude, { min: -180, max: 180 }),
};

type ShopFormOutput = z.output<z.ZodObject<typeof shopFormShape>>;

/** With an EC shop id, the sales type must be chosen. */
export const shopFormRules: FormRule<ShopFormOutput>[] = [
  requiredIf<ShopFormOutput>({
    field: 'ecSalesType',
    label: labels.ecSalesType,
    when: (values) => values.ecShopId !== '',
    message: 'selectionRequired',
  }),
];

/** A new shop with an EC shop id needs its EC password (an edit may keep the saved one). */
export const shopCreateRules: FormRule<ShopFormOutput>[] = [
  requiredIf<ShopFormOutput>({
    field: 'ecShopPassword',
    label: labels.ecShopPassword,
    when: (values) => values.ecShopId !== '',
  }),
];

/** The shop edit form: an empty password or EC password leaves the saved one. */
export const shopFormSchema = z.object(shopFormShape).check(...shopFormRules);
export type ShopFormInput = z.input<typeof shopFormSchema>;
export type ShopFormValues = z.output<typeof shopFormSchema>;

/** The shop create form: the initial password opens the store account, so it is required. */
export const shopCreateFormSchema = z
  .object({ ...shopFormShape, password: requiredSecretField(labels.password, ...loginPassword()) })
  .check(...shopFormRules, ...shopCreateRules);
