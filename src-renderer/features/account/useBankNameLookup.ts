import { useCallback } from 'react';
import type { companyUpdateRequestSchema } from '@shared/api';
import { call } from '../../bridge/call';
import type { FormPage } from '../../components/form/useFormPage';

/** Fills the bank name (kana) from a 4-digit bank code when the name is still empty. */
export function useBankNameLookup(form: FormPage<typeof companyUpdateRequestSchema, unknown>['form']) {
  return useCallback(async () => {
    const code = String(form.getValues('bankCode') ?? '');
    if (!/^\d{4}$/.test(code) || form.getValues('bankName')) return;
    try {
      const bank = await call('banks.get', { code });
      form.setValue('bankName', bank.data.nameKana, { shouldDirty: true });
    } catch {
      // An unknown code leaves the name for the user to type; validation reports a bad code.
    }
  }, [form]);
}
