import { formatMessage, ja } from '@shared/messages';
import { useChannelQuery } from '../../bridge/channelQuery';
import { auditUserOption } from './auditUserOption';
import type { AuditUserOption } from './auditUserOption';

/**
 * The user the 操作ログ is filtered by ('' for none) as an option, so the filter shows a name
 * when the list opens filtered (a remembered search) by someone past the first matches. A user
 * the viewer may no longer see keeps the filter, shown by id.
 */
export function useChosenAuditUser(userId: string): AuditUserOption | undefined {
  const id = Number(userId);
  const valid = userId !== '' && Number.isInteger(id) && id > 0;
  const user = useChannelQuery(
    'users.get',
    { id },
    { enabled: valid, select: (answer) => auditUserOption(answer.data) },
  );
  if (!valid) return undefined;
  if (user.data) return user.data;
  return user.isError
    ? { value: userId, label: formatMessage(ja.audit.filters.userId, { id: userId }) }
    : undefined;
}
