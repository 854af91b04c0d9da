import { z } from 'zod';
import { EC_PAYMENT_STATUS } from '../../constants/ec';
import { ja } from '../../messages/ja';
import { enumField } from '../choice-fields';
import { integerField } from '../fields';

const labels = ja.server.fields;

/**
 * The EC history edit form (spec section 3, "EC history"): the amount and the status. Which
 * changes are allowed from the payment's current state is the server's to decide (the EC
 * state machine, EC_STATUS_TRANSITIONS); the screen offers only those.
 */
export const ecPaymentFormShape = {
  ecPaymentAmount: integerField(labels.ecPaymentAmount, { required: true, min: 1 }),
  ecStatus: enumField(labels.ecStatus, Object.values(EC_PAYMENT_STATUS), { required: true }),
};

export const ecPaymentFormSchema = z.object(ecPaymentFormShape);
export type EcPaymentFormValues = z.output<typeof ecPaymentFormSchema>;
