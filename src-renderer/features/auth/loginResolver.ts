import '../../platform/zodJapanese';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { loginFormSchema } from '@shared/validation';
import type { LoginFormValues } from '@shared/validation';

/** The login form's rules, loaded once the form shows (LoginPage). */
export const loginResolver: Resolver<LoginFormValues> = zodResolver(loginFormSchema);
