import type { TemplateDetail } from '@shared/api';
import { LINK_OPEN_MODE, TEMPLATE_PERIOD_TYPE } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import type { CouponTemplateFormInput, NewsTemplateFormInput } from '@shared/validation';

/** What the coupon template form holds: choices as the inputs hold them (strings), days as `yyyy-MM-dd`. */
export type CouponTemplateFields = CouponTemplateFormInput & { removeImage?: number };
export type NewsTemplateFields = NewsTemplateFormInput;

export function emptyCouponTemplateForm(): CouponTemplateFields {
  return {
    name: '',
    title: '',
    content: '',
    requirement: '',
    attention: '',
    periodType: String(TEMPLATE_PERIOD_TYPE.UNLIMITED),
    availableAt: '',
    expiredAt: '',
    pushMessage: '',
    linkOpenMode: String(LINK_OPEN_MODE.WEBVIEW),
  };
}

/** The saved coupon template in the edit form (its period as Tokyo days). */
export function couponTemplateFormValues(template: TemplateDetail): CouponTemplateFields {
  return {
    name: template.name,
    title: template.title,
    content: template.content,
    requirement: template.requirement,
    attention: template.attention,
    periodType: String(template.periodType ?? TEMPLATE_PERIOD_TYPE.UNLIMITED),
    availableAt: tokyoDay(template.availableAt) ?? '',
    expiredAt: tokyoDay(template.expiredAt) ?? '',
    pushMessage: template.pushMessage,
    linkOpenMode: String(template.linkOpenMode),
    removeImage: 0,
  };
}

export function emptyNewsTemplateForm(): NewsTemplateFields {
  return {
    name: '',
    title: '',
    content: '',
    pushMessage: '',
    linkOpenMode: String(LINK_OPEN_MODE.WEBVIEW),
  };
}

export function newsTemplateFormValues(template: TemplateDetail): NewsTemplateFields {
  return {
    name: template.name,
    title: template.title,
    content: template.content,
    pushMessage: template.pushMessage,
    linkOpenMode: String(template.linkOpenMode),
  };
}
