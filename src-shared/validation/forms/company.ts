import { z } from 'zod';
import { BANK_ACCOUNT_TYPE } from '../../constants/company';
import { ja } from '../../messages/ja';
import { enumField, optionalTextField, requiredTextField } from '../choice-fields';
import { requiredIf } from '../form-rules';
import type { FormRule } from '../form-rules';
import { bankAccount, bankCode, bankName, branchCode, katakana, maxLength, noEmoji } from '../text-rules';
import { addressShape } from './address';

const labels = ja.forms.company;

const bankShape = {
  bankCode: optionalTextField(labels.bankCode, bankCode()),
  bankName: optionalTextField(labels.bankName, bankName(), maxLength(30)),
  branchCode: optionalTextField(labels.branchCode, branchCode()),
  branchName: optionalTextField(labels.branchName, bankName(), maxLength(30)),
  accountType: enumField(labels.accountType, Object.values(BANK_ACCOUNT_TYPE)),
  accountNumber: optionalTextField(labels.accountNumber, bankAccount()),
  accountHolderKana: optionalTextField(labels.accountHolderKana, bankName(), maxLength(30)),
};
type BankField = keyof typeof bankShape;
const BANK_FIELDS = Object.keys(bankShape) as BankField[];

const companyShape = {
  companyName: requiredTextField(labels.companyName, maxLength(100), noEmoji()),
  companyNameKana: requiredTextField(labels.companyNameKana, katakana(), maxLength(100)),
  ...addressShape(labels),
  representativeName: requiredTextField(labels.representativeName, maxLength(50), noEmoji()),
  ...bankShape,
};
type CompanyOutput = z.output<z.ZodObject<typeof companyShape>>;

const isFilled = (value: unknown) => value !== null && value !== '';

/** The payout account is all or nothing: once one of its fields is filled, every one is required. */
const bankAccountRules: FormRule<CompanyOutput>[] = BANK_FIELDS.map((field) =>
  requiredIf<CompanyOutput>({
    field,
    label: labels[field],
    when: (values) => BANK_FIELDS.some((other) => isFilled(values[other])),
    message: field === 'accountType' ? 'selectionRequired' : 'required',
  }),
);

/**
 * Company settings (`/account/company`, store and client roles). The spec leaves the fields
 * open; these are what a payout needs: the legal name and its kana, the address, the
 * representative, and the bank account (bank code 4 digits, branch code 3, account number 1-7).
 */
export const companyFormSchema = z.object(companyShape).check(...bankAccountRules);
export type CompanyFormValues = z.output<typeof companyFormSchema>;
