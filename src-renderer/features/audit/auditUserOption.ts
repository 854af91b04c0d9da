import type { User } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';

export interface AuditUserOption {
  value: string;
  label: string;
}

/** A user as the 操作ログ's user filter lists them: name and e-mail (namesakes told apart). */
export function auditUserOption(user: Pick<User, 'id' | 'nameSei' | 'nameMei' | 'email'>): AuditUserOption {
  return {
    value: String(user.id),
    label: formatMessage(ja.audit.userWithEmail, {
      name: `${user.nameSei} ${user.nameMei}`,
      email: user.email,
    }),
  };
}
