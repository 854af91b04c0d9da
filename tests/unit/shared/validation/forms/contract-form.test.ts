import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { contractFormSchema, estimateProductFormSchema, fieldMessage } from '@shared/validation';

const labels = ja.contracts.fields;
const valid = {
  contractNumber: 'KY-0001',
  condition: '12',
  interestType: '3',
  interestRate: '12.5',
  amountPayment: '',
};

function errorsOf(values: Record<string, unknown>): Record<string, string> {
  const result = contractFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contractFormSchema', () => {
  it('reads the inputs as stored values: condition text, type and rate numbers, empty payment null', () => {
    expect(contractFormSchema.parse(valid)).toEqual({
      contractNumber: 'KY-0001',
      condition: '12',
      interestType: 3,
      interestRate: 12.5,
      amountPayment: null,
    });
    expect(
      contractFormSchema.parse({ ...valid, condition: 'ribbonPayment', amountPayment: '10000' }),
    ).toMatchObject({
      condition: 'ribbonPayment',
      amountPayment: 10000,
    });
    expect(contractFormSchema.parse({ ...valid, condition: 77 }).condition).toBe('77');
  });

  it('refuses a count outside 1–99, a rate with three decimals, a number with other characters', () => {
    expect(errorsOf({ ...valid, condition: '0', interestRate: '1.234', contractNumber: 'KY 01' })).toEqual({
      condition: fieldMessage(labels.condition, ja.validation.unknownChoice),
      interestRate: fieldMessage(labels.interestRate, ja.validation.numberBetween, { min: 0, max: 99.99 }),
      contractNumber: fieldMessage(labels.contractNumber, ja.validation.alphanumericDash),
    });
    expect(errorsOf({ ...valid, contractNumber: '', condition: '' })).toEqual({
      contractNumber: fieldMessage(labels.contractNumber, ja.validation.required),
      condition: fieldMessage(labels.condition, ja.validation.selectionRequired),
    });
  });

  it('keeps a free contract at 0%, and revolving to a monthly payment with a fee on the balance', () => {
    expect(errorsOf({ ...valid, interestType: '1', interestRate: '2' })).toEqual({
      interestRate: fieldMessage(labels.interestRate, ja.contracts.freeRateNotZero),
    });
    expect(errorsOf({ ...valid, interestType: '1', interestRate: '0' })).toEqual({});
    expect(errorsOf({ ...valid, condition: 'ribbonPayment', interestType: '2', amountPayment: '0' })).toEqual(
      {
        interestType: fieldMessage(labels.interestType, ja.contracts.revolvingAddOn),
        amountPayment: fieldMessage(labels.amountPayment, ja.contracts.revolvingPaymentRequired),
      },
    );
  });
});

describe('estimateProductFormSchema', () => {
  it('needs a title, a price of 1 yen or more and a contract', () => {
    expect(estimateProductFormSchema.parse({ title: ' マシン ', amount: '59800', contractId: '4' })).toEqual({
      title: 'マシン',
      amount: 59800,
      contractId: 4,
    });
    const result = estimateProductFormSchema.safeParse({ title: '', amount: '0', contractId: null });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path[0])).toEqual([
      'title',
      'amount',
      'contractId',
    ]);
  });
});
