import { z } from 'zod';
import { NOTIFICATION_CONTENT_MAX_LENGTH } from '../../constants/limits';
import { ja } from '../../messages/ja';
import { idField, requiredTextField } from '../choice-fields';
import { dateField } from '../fields';
import { dateRangeOrder } from '../form-rules';
import { maxLength } from '../text-rules';

const labels = ja.notifications.fields;

/**
 * A notice (spec section 3, "Notification"): its text, the service and, optionally, the one
 * shop it is for, and the Tokyo calendar days it is shown on (both included).
 */
export const notificationFormSchema = z
  .object({
    content: requiredTextField(labels.content, maxLength(NOTIFICATION_CONTENT_MAX_LENGTH)),
    subdomain: requiredTextField(labels.subdomain, maxLength(63)),
    shopId: idField(labels.shopId),
    startDate: dateField(labels.startDate, { required: true }),
    endDate: dateField(labels.endDate, { required: true }),
  })
  .check(
    dateRangeOrder({
      start: 'startDate',
      end: 'endDate',
      startLabel: labels.startDate,
      endLabel: labels.endDate,
    }),
  );
export type NotificationFormValues = z.output<typeof notificationFormSchema>;
