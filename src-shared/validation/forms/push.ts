import { z } from 'zod';
import { SEND_TIMING } from '../../constants/content';
import { PUSH_TARGET, PUSH_TEMPLATE_TEXT_LIMITS } from '../../constants/customer';
import { ja } from '../../messages/ja';
import { enumField, idField, requiredTextField } from '../choice-fields';
import { dateField } from '../fields';
import { requiredIf } from '../form-rules';
import { maxLength, noEmoji } from '../text-rules';

const labels = ja.customers.push.fields;

/**
 * A push of spec section 3 (pushMessage, templateId, scheduledAt): sent from a template, at
 * once (IMMEDIATELY) or at scheduledAt (SCHEDULE, a Tokyo date and time), to every app user
 * of the service or to the customers of a filter (the customer list's; see the API schema).
 */
export const pushFormShape = {
  templateId: idField(labels.templateId, { required: true }),
  pushMessage: requiredTextField(
    labels.pushMessage,
    maxLength(PUSH_TEMPLATE_TEXT_LIMITS.pushMessage),
    noEmoji(),
  ),
  sendTiming: enumField(labels.sendTiming, Object.values(SEND_TIMING), { required: true }),
  /** Absent reads as null (an IMMEDIATELY push has none). */
  scheduledAt: z.preprocess((value) => value ?? null, dateField(labels.scheduledAt)),
  target: enumField(labels.target, Object.values(PUSH_TARGET), { required: true }),
};

type PushFormOutput = z.output<z.ZodObject<typeof pushFormShape>>;

export const pushFormRules = [
  requiredIf<PushFormOutput>({
    field: 'scheduledAt',
    label: labels.scheduledAt,
    when: (values) => values.sendTiming === SEND_TIMING.SCHEDULE,
  }),
];

export const pushFormSchema = z.object(pushFormShape).check(...pushFormRules);
export type PushFormInput = z.input<typeof pushFormSchema>;
export type PushFormValues = z.output<typeof pushFormSchema>;
