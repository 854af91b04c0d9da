import '../../platform/zodJapanese';
import { loginFormSchema } from '@shared/validation';
import type { LoginFormValues } from '@shared/validation';

export type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * The login form's rules, loaded (with zod) once the form shows: the values as the schema reads
 * them, or the first message of each field that breaks a rule.
 */
export function checkLogin(
  values: LoginFormValues,
): { ok: true; values: LoginFormValues } | { ok: false; errors: LoginFieldErrors } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
