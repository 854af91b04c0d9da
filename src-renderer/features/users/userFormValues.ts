import type { User } from '@shared/api';

/** Name, e-mail and empty password fields, from the user being edited or blank. */
export function personFormValues(user: User | undefined) {
  return {
    nameSei: user?.nameSei ?? '',
    nameMei: user?.nameMei ?? '',
    email: user?.email ?? '',
    password: '',
    confirmPassword: '',
  };
}
