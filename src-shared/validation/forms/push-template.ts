import { z } from 'zod';
import { LINK_OPEN_MODE } from '../../constants/content';
import { PUSH_TEMPLATE_TEXT_LIMITS, TEMPLATE_PERIOD_TYPE } from '../../constants/customer';
import { ja } from '../../messages/ja';
import { enumField, flagField, idListField, optionalTextField, requiredTextField } from '../choice-fields';
import { dateField } from '../fields';
import { dateRangeOrder, requiredIf } from '../form-rules';
import type { FormRule } from '../form-rules';
import { maxLength, noEmoji } from '../text-rules';

const labels = ja.customers.templates.fields;
const limits = PUSH_TEMPLATE_TEXT_LIMITS;

/** What both templates have: text shown in the app, and the push's banner text. */
const commonShape = {
  name: requiredTextField(labels.name, maxLength(limits.name), noEmoji()),
  title: requiredTextField(labels.title, maxLength(limits.title), noEmoji()),
  content: requiredTextField(labels.content, maxLength(limits.content), noEmoji()),
  pushMessage: requiredTextField(labels.pushMessage, maxLength(limits.pushMessage), noEmoji()),
  linkOpenMode: enumField(labels.linkOpenMode, Object.values(LINK_OPEN_MODE), { required: true }),
};

/**
 * The coupon template of spec section 3 (name, title, content, requirement, attention, image,
 * periodType, availableAt, expiredAt, pushMessage). The image is a file beside these fields.
 * With periodType PERIOD both dates are required (Tokyo days, the first not after the last).
 */
export const couponTemplateFormShape = {
  ...commonShape,
  requirement: optionalTextField(labels.requirement, maxLength(limits.requirement), noEmoji()),
  attention: optionalTextField(labels.attention, maxLength(limits.attention), noEmoji()),
  periodType: enumField(labels.periodType, Object.values(TEMPLATE_PERIOD_TYPE), { required: true }),
  availableAt: z.preprocess((value) => value ?? null, dateField(labels.availableAt)),
  expiredAt: z.preprocess((value) => value ?? null, dateField(labels.expiredAt)),
};

type CouponTemplateOutput = z.output<z.ZodObject<typeof couponTemplateFormShape>>;
const whenPeriod = (values: CouponTemplateOutput) => values.periodType === TEMPLATE_PERIOD_TYPE.PERIOD;

export const couponTemplateFormRules: FormRule<CouponTemplateOutput>[] = [
  requiredIf<CouponTemplateOutput>({ field: 'availableAt', label: labels.availableAt, when: whenPeriod }),
  requiredIf<CouponTemplateOutput>({ field: 'expiredAt', label: labels.expiredAt, when: whenPeriod }),
  dateRangeOrder<CouponTemplateOutput>({
    start: 'availableAt',
    end: 'expiredAt',
    startLabel: labels.availableAt,
    endLabel: labels.expiredAt,
  }),
];

export const couponTemplateFormSchema = z.object(couponTemplateFormShape).check(...couponTemplateFormRules);
export type CouponTemplateFormInput = z.input<typeof couponTemplateFormSchema>;
export type CouponTemplateFormValues = z.output<typeof couponTemplateFormSchema>;

/** An edit may also remove the saved image. */
export const couponTemplateEditFormShape = {
  ...couponTemplateFormShape,
  removeImage: flagField(labels.removeImage),
};

/**
 * The news template of spec section 3 (name, title, content, images, pushMessage). New images
 * are files beside these fields; an edit names the saved images it keeps (keepImageIds), and
 * the kept and the new together may be at most NEWS_TEMPLATE_MAX_IMAGES.
 */
export const newsTemplateFormShape = commonShape;
export const newsTemplateFormSchema = z.object(newsTemplateFormShape);
export type NewsTemplateFormInput = z.input<typeof newsTemplateFormSchema>;
export type NewsTemplateFormValues = z.output<typeof newsTemplateFormSchema>;
export const newsTemplateEditFormShape = { ...commonShape, keepImageIds: idListField(labels.keepImageIds) };
