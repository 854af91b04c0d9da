import { describe, expect, it } from 'vitest';
import {
  couponTemplateUpdateRequestSchema,
  couponUpdateRequestSchema,
  customerUpdateRequestSchema,
  ecPaymentUpdateRequestSchema,
  estimateProductUpdateRequestSchema,
  groupUpdateRequestSchema,
  menuUpdateRequestSchema,
  newsTemplateUpdateRequestSchema,
  storeUpdateRequestSchema,
} from '@shared/api';
import { couponEditFormShape, couponFormRules } from '@shared/validation/forms/coupon';
import { customerFormShape } from '@shared/validation/forms/customer';
import { estimateProductEditFormShape } from '@shared/validation/forms/contract';
import { groupFormShape } from '@shared/validation/forms/group';
import { ecPaymentFormShape } from '@shared/validation/forms/ec-payment';
import {
  couponTemplateEditFormShape,
  couponTemplateFormRules,
  newsTemplateEditFormShape,
} from '@shared/validation/forms/push-template';
import { menuFormShape } from '@shared/validation/forms/shop-content';
import { shopFormRules, shopFormShape } from '@shared/validation/forms/shop';

/** Every edit request built by editRequestSchema: the form it carries and how many form rules it checks. */
const EDIT_REQUESTS = [
  {
    name: 'coupon',
    schema: couponUpdateRequestSchema,
    form: couponEditFormShape,
    rules: couponFormRules.length,
  },
  { name: 'store', schema: storeUpdateRequestSchema, form: shopFormShape, rules: shopFormRules.length },
  { name: 'customer', schema: customerUpdateRequestSchema, form: customerFormShape, rules: 0 },
  {
    name: 'coupon template',
    schema: couponTemplateUpdateRequestSchema,
    form: couponTemplateEditFormShape,
    rules: couponTemplateFormRules.length,
  },
  {
    name: 'news template',
    schema: newsTemplateUpdateRequestSchema,
    form: newsTemplateEditFormShape,
    rules: 0,
  },
  { name: 'group', schema: groupUpdateRequestSchema, form: groupFormShape, rules: 0 },
  {
    name: 'estimate product',
    schema: estimateProductUpdateRequestSchema,
    form: estimateProductEditFormShape,
    rules: 0,
  },
  { name: 'menu item', schema: menuUpdateRequestSchema, form: menuFormShape, rules: 1 },
  { name: 'EC payment', schema: ecPaymentUpdateRequestSchema, form: ecPaymentFormShape, rules: 0 },
];

describe('an edit request is its form plus the updatedAt it was read with', () => {
  it.each(EDIT_REQUESTS)('$name: the form fields in their order, then updatedAt', ({ schema, form }) => {
    expect(Object.keys(schema.shape)).toEqual([...Object.keys(form), 'updatedAt']);
  });

  it.each(EDIT_REQUESTS)('$name: checks the form rules', ({ schema, rules }) => {
    expect(schema._zod.def.checks ?? []).toHaveLength(rules);
  });

  it.each(EDIT_REQUESTS)('$name: refuses an updatedAt that is no time, and takes none', ({ schema }) => {
    const stale = schema.safeParse({ updatedAt: 'abc' });
    expect(stale.success).toBe(false);
    expect(stale.error?.issues.some((issue) => issue.path.join('.') === 'updatedAt')).toBe(true);
    const without = schema.safeParse({});
    expect(without.error?.issues.some((issue) => issue.path.join('.') === 'updatedAt') ?? false).toBe(false);
  });
});
