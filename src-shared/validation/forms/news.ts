import { z } from 'zod';
import { CONTENT_KIND } from '../../constants/content';
import type { ContentKind } from '../../constants/content';
import { NEWS_TEXT_LIMITS } from '../../constants/coupon';
import { ja } from '../../messages/ja';
import { codeChoiceField, idField, optionalTextField, requiredTextField } from '../choice-fields';
import { requiredIf } from '../form-rules';
import { maxLength, noEmoji } from '../text-rules';

const labels = ja.forms.news;

/** What a news item is about: plain news, or one of the shop's coupons (then couponId names it). */
export const contentKindField = (label: string) =>
  codeChoiceField<ContentKind>(label, Object.values(CONTENT_KIND));

/**
 * The news form of spec section 3 (title, content, additionalContent; images are files sent
 * beside these fields, at most NEWS_MAX_IMAGES). Emoji are refused (the console removes them
 * when a field loses focus) and every text is trimmed.
 */
export const newsFormShape = {
  title: requiredTextField(labels.title, maxLength(NEWS_TEXT_LIMITS.title), noEmoji()),
  content: requiredTextField(labels.content, maxLength(NEWS_TEXT_LIMITS.content), noEmoji()),
  additionalContent: optionalTextField(
    labels.additionalContent,
    maxLength(NEWS_TEXT_LIMITS.additionalContent),
    noEmoji(),
  ),
  contentKind: contentKindField(labels.contentKind),
  couponId: idField(labels.couponId),
};

type NewsFormOutput = z.output<z.ZodObject<typeof newsFormShape>>;

export const newsFormSchema = z.object(newsFormShape).check(
  requiredIf<NewsFormOutput>({
    field: 'couponId',
    label: labels.couponId,
    when: (values) => values.contentKind === CONTENT_KIND.COUPON,
    message: 'selectionRequired',
  }),
);
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormValues = z.output<typeof newsFormSchema>;
