import { TextInput } from '@mantine/core';
import { ja } from '@shared/messages';

interface VerificationCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A recovery code (letters and hyphens) rather than the app's six digits. */
  recovery?: boolean;
  autoFocus?: boolean;
}

/** The authenticator app's six-digit code, or one recovery code. */
export function VerificationCodeField({
  value,
  onChange,
  error,
  recovery = false,
  autoFocus,
}: VerificationCodeFieldProps) {
  return (
    <TextInput
      label={recovery ? ja.secondFactor.recoveryCode : ja.secondFactor.code}
      description={recovery ? ja.secondFactor.recoveryCodeHint : ja.secondFactor.codeHint}
      withAsterisk
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 32 : 7}
      autoFocus={autoFocus}
      data-autofocus={autoFocus || undefined}
      value={value}
      error={error ?? undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
