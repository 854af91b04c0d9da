import { describe, expect, it } from 'vitest';
import { LIMIT_TYPE } from '@shared/constants';
import { ja } from '@shared/messages';
import { choicesOf } from '../../../../../src-renderer/components/form/choicesOf';
import { sourcesMatching } from '../../support/sources';

describe('choicesOf (the choices of a fixed set of codes)', () => {
  it("gives each code of a constants object as a string with its catalogue label, in the set's order", () => {
    expect(choicesOf(LIMIT_TYPE, ja.enums.limitType)).toEqual(
      Object.values(LIMIT_TYPE).map((code) => ({ value: String(code), label: ja.enums.limitType[code] })),
    );
  });

  it('takes a list of codes as it is given', () => {
    expect(choicesOf([1, 0] as const, { 0: 'なし', 1: 'あり' })).toEqual([
      { value: '1', label: 'あり' },
      { value: '0', label: 'なし' },
    ]);
  });

  it('is how every screen lists a code set: each file using it, none mapping codes to choices itself', () => {
    expect(sourcesMatching('src-renderer', /\.tsx?$/, /\bchoicesOf\(/)).toEqual([
      'src-renderer/features/account/AccountCompanyPage.tsx',
      'src-renderer/features/accounting/GeneralSettingsFields.tsx',
      'src-renderer/features/accounting/JournalTargetPicker.tsx',
      'src-renderer/features/audit/AuditLogListPage.tsx',
      'src-renderer/features/contracts/ContractListPage.tsx',
      'src-renderer/features/coupons/CouponListPage.tsx',
      'src-renderer/features/coupons/form/CouponFormBody.tsx',
      'src-renderer/features/customers/templates/TemplateFormBody.tsx',
      'src-renderer/features/news/NewsCreatePage.tsx',
      'src-renderer/features/news/NewsListPage.tsx',
      'src-renderer/features/payments/PaymentStatusTabs.tsx',
      'src-renderer/features/payments/ecEditChoices.ts',
      'src-renderer/features/service-settings/ServiceAppFields.tsx',
      'src-renderer/features/store-settings/DetailSettingsForm.tsx',
      'src-renderer/features/stores/StoreFilterPanel.tsx',
      'src-renderer/features/stores/form/StoreEcFields.tsx',
      'src-renderer/features/users/UserListPage.tsx',
    ]);
    const byHand =
      /\.map\(\(\s*(\w+)\s*\) => \(\{\s*value: (String\(\1\)|\1),\s*label: [\w.]+\[\1\],?\s*\}\)/;
    expect(sourcesMatching('src-renderer', /\.tsx?$/, byHand)).toEqual([
      'src-renderer/components/form/choicesOf.ts',
    ]);
  });
});
