import { z } from 'zod';
import { MAX_RECEPTION_EMAILS } from '../../constants/media';
import { SMOKING_TYPE } from '../../constants/shop';
import { ja } from '../../messages/ja';
import { enumField, flagField, idField, optionalTextField } from '../choice-fields';
import { integerField, textField } from '../fields';
import { fieldMessage } from '../message';
import { maxTags } from '../list-rules';
import {
  email,
  facebookUrl,
  instagramUrl,
  lineUrl,
  maxLength,
  noEmoji,
  phone,
  twitterUrl,
  url,
} from '../text-rules';

const labels = ja.forms.storeSettings;

/**
 * Basic shop settings (spec section 3, "Basic shop settings" and "SNS links"). The image is
 * a file sent beside these fields (multipart); `removeImage` clears the saved one.
 */
export const storeBasicSettingsFormSchema = z.object({
  address: optionalTextField(labels.address, maxLength(200)),
  telephone: optionalTextField(labels.telephone, phone()),
  workingTime: optionalTextField(labels.workingTime, maxLength(200)),
  holiday: optionalTextField(labels.holiday, maxLength(100)),
  subtitle: optionalTextField(labels.subtitle, maxLength(100), noEmoji()),
  description: optionalTextField(labels.description, maxLength(2000)),
  access: optionalTextField(labels.access, maxLength(500)),
  site: optionalTextField(labels.site, url(), maxLength(2000)),
  email: optionalTextField(labels.email, email(), maxLength(255)),
  facebook: optionalTextField(labels.facebook, facebookUrl(), maxLength(2000)),
  twitter: optionalTextField(labels.twitter, twitterUrl(), maxLength(2000)),
  instagram: optionalTextField(labels.instagram, instagramUrl(), maxLength(2000)),
  line: optionalTextField(labels.line, lineUrl(), maxLength(2000)),
  removeImage: flagField(labels.image),
});
export type StoreBasicSettingsFormValues = z.output<typeof storeBasicSettingsFormSchema>;

/**
 * Default shop settings: the reception e-mail addresses (at least one) and the reception sound,
 * an uploaded sound's id or null for the standard sound. A sound file may come beside them instead.
 * Blank addresses are dropped (a form keeps an empty row; multipart sends a lone value as text).
 */
export const storeDefaultSettingsFormSchema = z.object({
  receptionEmails: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((raw) => (raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]))
    .transform((list) => list.filter((item) => item.trim() !== ''))
    .pipe(
      z.array(textField(labels.receptionEmails, email(), maxLength(255))).check(
        z.refine((list: string[]) => list.length > 0, { error: ja.errors.receptionEmailRequired }),
        maxTags<string>(MAX_RECEPTION_EMAILS)(labels.receptionEmails),
        z.refine((list: string[]) => new Set(list.map((item) => item.toLowerCase())).size === list.length, {
          error: fieldMessage(labels.receptionEmails, ja.validation.duplicateValue),
        }),
      ),
    ),
  soundId: idField(labels.sound),
});
export type StoreDefaultSettingsFormValues = z.output<typeof storeDefaultSettingsFormSchema>;

/** Detail shop settings: what a customer wants to know before coming. */
export const storeDetailSettingsFormSchema = z.object({
  seatCount: integerField(labels.seatCount, { max: 9999 }),
  smokingType: enumField(labels.smokingType, Object.values(SMOKING_TYPE)),
  parking: optionalTextField(labels.parking, maxLength(200)),
  wifi: flagField(labels.wifi),
  paymentNote: optionalTextField(labels.paymentNote, maxLength(200)),
  note: optionalTextField(labels.note, maxLength(1000)),
});
export type StoreDetailSettingsFormValues = z.output<typeof storeDetailSettingsFormSchema>;
