import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants/password';
import {
  accountUserFormSchema,
  changePasswordFormSchema,
  clientUserCreateFormSchema,
  clientUserEditFormSchema,
  companyFormSchema,
  groupCreateFormSchema,
  groupFormSchema,
  masterUserCreateFormSchema,
  masterUserEditFormSchema,
  shopCreateFormSchema,
  shopFormSchema,
  shopUserCreateFormSchema,
  shopUserEditFormSchema,
} from '@shared/validation';
import { fieldErrorsOf } from '../support';

// Every form that sets a login password (loginPassword) and the field it sets it in.
const PASSWORD_FORMS: readonly [string, z.ZodType, string][] = [
  ['shop create', shopCreateFormSchema, 'password'],
  ['shop edit', shopFormSchema, 'password'],
  ['group create', groupCreateFormSchema, 'password'],
  ['group edit', groupFormSchema, 'password'],
  ['master user create', masterUserCreateFormSchema, 'password'],
  ['master user edit', masterUserEditFormSchema, 'password'],
  ['client user create', clientUserCreateFormSchema, 'password'],
  ['client user edit', clientUserEditFormSchema, 'password'],
  ['shop user create', shopUserCreateFormSchema, 'password'],
  ['shop user edit', shopUserEditFormSchema, 'password'],
  ['account settings', accountUserFormSchema, 'newPassword'],
  ['password change', changePasswordFormSchema, 'newPassword'],
];

describe.each(PASSWORD_FORMS)('the %s form', (_name, schema, field) => {
  const errorsFor = (password: string) => fieldErrorsOf(schema, { [field]: password })[field] ?? [];

  const ofLength = (length: number) => 'Pa0!'.repeat(length).slice(0, length);

  it('takes a login password of the allowed length and characters', () => {
    expect(errorsFor(ofLength(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(errorsFor(ofLength(PASSWORD_MAX_LENGTH))).toEqual([]);
  });

  it('refuses a password too short, too long, or outside the password rule', () => {
    expect(errorsFor(ofLength(PASSWORD_MIN_LENGTH - 1))).not.toEqual([]);
    expect(errorsFor(ofLength(PASSWORD_MAX_LENGTH + 1))).not.toEqual([]);
    expect(errorsFor('パスワード１２３４')).not.toEqual([]);
  });
});

// Every form that takes a postal address (addressShape): the same rules, the same messages.
const ADDRESS_FORMS: readonly [string, z.ZodType][] = [
  ['company', companyFormSchema],
  ['shop', shopFormSchema],
];
const ADDRESS_FIELDS = [
  'zipcode',
  'prefectureId',
  'municipalityId',
  'streetAddress',
  'buildingName',
  'telephone',
];

function addressErrors(schema: z.ZodType, address: Record<string, string>) {
  const errors = fieldErrorsOf(schema, address);
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, errors[name] ?? []]));
}

describe.each(ADDRESS_FORMS)('the %s form', (_name, schema) => {
  it('takes a well-formed address', () => {
    const address = {
      zipcode: '1000001',
      prefectureId: '13',
      municipalityId: '13101',
      streetAddress: '千代田1-1',
      buildingName: '',
      telephone: '0312345678',
    };
    expect(addressErrors(schema, address)).toEqual(
      Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, []])),
    );
  });

  it('refuses the address fields as every address form does', () => {
    const address = {
      zipcode: '100-0001',
      prefectureId: '48',
      municipalityId: '1310',
      streetAddress: 'あ'.repeat(101),
      buildingName: 'あ'.repeat(101),
      telephone: '03-1234',
    };
    expect(addressErrors(schema, address)).toEqual(addressErrors(companyFormSchema, address));
    for (const name of ADDRESS_FIELDS) expect(addressErrors(schema, address)[name]).not.toEqual([]);
  });
});
