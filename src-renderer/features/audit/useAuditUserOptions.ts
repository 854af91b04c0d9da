import { keepPreviousData } from '@tanstack/react-query';
import { useChannelQuery } from '../../bridge/channelQuery';
import { auditUserOption } from './auditUserOption';
import type { AuditUserOption } from './auditUserOption';

/** How many users the picker offers for one search: enough to scan, few enough to read. */
export const AUDIT_USER_PICKER_LIMIT = 20;

/**
 * The users the 操作ログ's user filter offers: those the viewer may see (the users endpoint is
 * scoped by tenant and role: master every service's, a client its own), matching `keyword` by
 * name or e-mail, in name order; the chosen one first when it is not among them.
 */
export function useAuditUserOptions(keyword: string, chosen: AuditUserOption | undefined) {
  const matches = useChannelQuery(
    'users.list',
    { name: keyword || undefined, limit: AUDIT_USER_PICKER_LIMIT, sort: 'nameSei', typeSort: 'ASC' },
    { placeholderData: keepPreviousData, select: (answer) => answer.data.map(auditUserOption) },
  );
  const options = matches.data ?? [];
  return {
    options:
      chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options,
    loading: matches.isFetching,
  };
}
