import { z } from 'zod';
import {
  CONTRACT_NUMBER_MAX_LENGTH,
  ESTIMATE_PRODUCT_TITLE_MAX_LENGTH,
  INTEREST_RATE_MAX,
  INTEREST_TYPE,
  INTEREST_TYPES,
  parseContractCondition,
} from '../../constants/contract';
import { RIBBON_PAYMENT } from '../../constants/payment';
import { ja } from '../../messages/ja';
import { enumField, flagField, idField, requiredTextField } from '../choice-fields';
import { integerField } from '../fields';
import type { FormRule } from '../form-rules';
import { fieldMessage } from '../message';
import { alphanumericDash, maxLength, noEmoji } from '../text-rules';

const labels = ja.contracts.fields;
const RATE_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;

function issue(message: string, input: unknown): z.core.$ZodRawIssue {
  return { code: 'custom', message, input };
}

/** The payment condition as stored and sent: '1'–'99', 'onetimePayment' or 'ribbonPayment'. */
export function contractConditionField(label: string) {
  return z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((raw, context): string => {
    if (raw === null || raw === undefined || String(raw).trim() === '') {
      context.issues.push(issue(fieldMessage(label, ja.validation.selectionRequired), raw));
      return '';
    }
    const condition = parseContractCondition(raw);
    if (condition === null) context.issues.push(issue(fieldMessage(label, ja.validation.unknownChoice), raw));
    return condition === null ? '' : String(condition);
  });
}

/** A percentage from 0 to 99.99 with at most two decimals (「8.04」). */
export function interestRateField(label: string) {
  return z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((raw, context): number => {
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    if (text === '') {
      context.issues.push(issue(fieldMessage(label, ja.validation.required), raw));
      return 0;
    }
    if (!RATE_PATTERN.test(text)) {
      context.issues.push(
        issue(fieldMessage(label, ja.validation.numberBetween, { min: 0, max: INTEREST_RATE_MAX }), raw),
      );
      return 0;
    }
    return Number(text);
  });
}

/**
 * The contract form of spec section 3 (see INTEREST_TYPE for what each type does with the
 * rate, and TrialContract for amountPayment).
 */
export const contractFormShape = {
  contractNumber: requiredTextField(
    labels.contractNumber,
    maxLength(CONTRACT_NUMBER_MAX_LENGTH),
    alphanumericDash(),
  ),
  condition: contractConditionField(labels.condition),
  interestType: enumField(labels.interestType, INTEREST_TYPES, { required: true }),
  amountPayment: integerField(labels.amountPayment, { min: 0 })
    .optional()
    .transform((value) => value ?? null),
  interestRate: interestRateField(labels.interestRate),
};

type ContractFormOutput = z.output<z.ZodObject<typeof contractFormShape>>;

function fieldIssue<T>(path: keyof T & string, message: string, input: unknown) {
  return { code: 'custom' as const, message, path: [path], input, continue: true };
}

/** A free contract has no rate; revolving needs a monthly payment and a fee on the balance. */
export const contractFormRules: FormRule<ContractFormOutput>[] = [
  z.check<ContractFormOutput>((context) => {
    const { interestType, interestRate, condition, amountPayment } = context.value;
    if (interestType === INTEREST_TYPE.FREE && interestRate !== 0) {
      context.issues.push(
        fieldIssue<ContractFormOutput>(
          'interestRate',
          fieldMessage(labels.interestRate, ja.contracts.freeRateNotZero),
          interestRate,
        ),
      );
    }
    if (condition !== RIBBON_PAYMENT) return;
    if (interestType === INTEREST_TYPE.ADD_ON) {
      context.issues.push(
        fieldIssue<ContractFormOutput>(
          'interestType',
          fieldMessage(labels.interestType, ja.contracts.revolvingAddOn),
          interestType,
        ),
      );
    }
    if (amountPayment === null || amountPayment < 1) {
      context.issues.push(
        fieldIssue<ContractFormOutput>(
          'amountPayment',
          fieldMessage(labels.amountPayment, ja.contracts.revolvingPaymentRequired),
          amountPayment,
        ),
      );
    }
  }),
];

export const contractFormSchema = z.object(contractFormShape).check(...contractFormRules);
export type ContractFormInput = z.input<typeof contractFormSchema>;
export type ContractFormValues = z.output<typeof contractFormSchema>;

/** The estimate product form of spec section 3; the image is a file sent beside these fields. */
export const estimateProductFormShape = {
  title: requiredTextField(labels.title, maxLength(ESTIMATE_PRODUCT_TITLE_MAX_LENGTH), noEmoji()),
  amount: integerField(labels.amount, { required: true, min: 1 }),
  contractId: idField(labels.contractId, { required: true }),
};
export const estimateProductFormSchema = z.object(estimateProductFormShape);
export type EstimateProductFormInput = z.input<typeof estimateProductFormSchema>;
export type EstimateProductFormValues = z.output<typeof estimateProductFormSchema>;

export const estimateProductEditFormShape = {
  ...estimateProductFormShape,
  removeImage: flagField(labels.removeImage),
};
export const estimateProductEditFormSchema = z.object(estimateProductEditFormShape);
export type EstimateProductEditFormValues = z.output<typeof estimateProductEditFormSchema>;
