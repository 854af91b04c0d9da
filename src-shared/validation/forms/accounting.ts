import { z } from 'zod';
import {
  ACCOUNTING_FILE_CHOICES,
  ACCOUNTING_NAME_LIMITS,
  ACCOUNTING_TARGETS,
  BUSINESS_DAY_CUTOFF_CHOICES,
  DEPARTMENT_SOURCE,
  JOURNAL_CATEGORIES,
  TAX_RATE,
  TAX_RATES,
  YAYOI_EDITION,
} from '../../constants/accounting';
import type {
  AccountingTarget,
  JournalCategory,
  NameLimit,
  TargetNameLimits,
} from '../../constants/accounting';
import { halfWidthDigits } from '../../input/width';
import { ja } from '../../messages/ja';
import { formatMessage } from '../../messages/format';
import { codeChoiceField, enumField, optionalTextField, requiredTextField } from '../choice-fields';
import { fieldMessage } from '../message';
import { maxLength } from '../text-rules';
import type { TextRule } from '../text-rules';

const texts = ja.accounting;
const labels = texts.settingsPage;
const fields = labels.fields;

/** At most `max` half-width digits (桁): a full-width character counts as two. */
export function maxHalfWidthDigits(max: number): TextRule {
  return (label) =>
    z.refine((value: string) => halfWidthDigits(value) <= max, {
      error: fieldMessage(label, texts.validation.maxBytes, { max, half: Math.floor(max / 2) }),
    });
}

/** A cell of a CSV line the software splits by line: no line break, tab or double quote in it. */
function singleLineCell(): TextRule {
  return (label) =>
    z.refine((value: string) => !/[\r\n\t"]/.test(value), {
      error: fieldMessage(label, texts.validation.csvCharacters),
    });
}

function limitRules(limit: NameLimit): TextRule[] {
  return [
    maxLength(limit.chars),
    ...(limit.bytes === undefined ? [] : [maxHalfWidthDigits(limit.bytes)]),
    singleLineCell(),
  ];
}

/** A name of the company's books, as long as the target's import keeps it. */
function nameField(
  target: AccountingTarget,
  kind: keyof TargetNameLimits,
  label: string,
  { required = false }: { required?: boolean } = {},
) {
  const prefixed = `${texts.targets[target]}：${label}`;
  const rules = limitRules(ACCOUNTING_NAME_LIMITS[target][kind]);
  return required ? requiredTextField(prefixed, ...rules) : optionalTextField(prefixed, ...rules);
}

/** 借方 or 貸方 of a line: the account and its sub-account (freee: 取引先 or 品目). */
type SubAccountLabel = (typeof fields)['subAccount' | 'partner' | 'item'];

function accountPair(
  target: AccountingTarget,
  name: string,
  subLabel: SubAccountLabel,
  accountRequired: boolean,
) {
  return z.object({
    account: nameField(target, 'account', formatMessage(fields.account, { name }), {
      required: accountRequired,
    }),
    subAccount: nameField(target, 'subAccount', formatMessage(subLabel, { name })),
  });
}

function receivablesSchema(target: AccountingTarget) {
  const freee = target === 'freee';
  const entries = JOURNAL_CATEGORIES.map(
    (category) =>
      [
        category,
        // freee books the receivable itself (an unsettled 取引): only the 取引先 is ours to name.
        accountPair(target, texts.categories[category], freee ? fields.partner : fields.subAccount, !freee),
      ] as const,
  );
  return z.object(Object.fromEntries(entries) as Record<JournalCategory, ReturnType<typeof accountPair>>);
}

/** One accounting software's mapping and file form. */
function targetSettingsSchema(target: AccountingTarget) {
  const itemLabel = target === 'freee' ? fields.item : fields.subAccount;
  const choices = ACCOUNTING_FILE_CHOICES[target];
  const tax = (label: string, required: boolean) => nameField(target, 'taxCategory', label, { required });
  return z.object({
    receivables: receivablesSchema(target),
    sales: accountPair(target, labels.sales, itemLabel, true),
    cancellations: accountPair(target, labels.cancellations, itemLabel, true),
    taxCategories: z.object({
      receivable: tax(fields.receivableTax, false),
      sales10: tax(fields.sales10, true),
      sales8: tax(fields.sales8, true),
      cancellations10: tax(fields.cancellations10, true),
      cancellations8: tax(fields.cancellations8, true),
    }),
    encoding: codeChoiceField(`${texts.targets[target]}：${labels.encoding}`, choices.encodings),
    lineEnding: codeChoiceField(`${texts.targets[target]}：${labels.lineEnding}`, choices.lineEndings),
  });
}

const cutoffLabel = labels.cutoff;

/**
 * 会計連携設定 of a service: the default software, the business day's start, the tax rate of
 * payments that carry none, what goes in 部門, and each software's names and file form.
 */
export const accountingSettingsFormSchema = z.object({
  defaultTarget: codeChoiceField(labels.defaultTarget, ACCOUNTING_TARGETS),
  businessDayCutoffMinutes: z.union([z.number(), z.string()]).transform((raw, context): number => {
    const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
    if (BUSINESS_DAY_CUTOFF_CHOICES.includes(value)) return value;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(cutoffLabel, ja.validation.unknownChoice),
      input: raw,
    });
    return 0;
  }),
  defaultTaxRate: enumField(labels.defaultTaxRate, TAX_RATES, { required: true }).transform(
    (rate) => rate ?? TAX_RATE.STANDARD,
  ),
  department: codeChoiceField(labels.department, Object.values(DEPARTMENT_SOURCE)),
  yayoiEdition: codeChoiceField(labels.yayoiEdition, Object.values(YAYOI_EDITION)),
  targets: z.object({
    yayoi: targetSettingsSchema('yayoi'),
    freee: targetSettingsSchema('freee'),
    moneyForward: targetSettingsSchema('moneyForward'),
  }),
});
export type AccountingSettingsFormInput = z.input<typeof accountingSettingsFormSchema>;
export type AccountingSettingsFormValues = z.output<typeof accountingSettingsFormSchema>;
export type TargetSettings = AccountingSettingsFormValues['targets'][AccountingTarget];
