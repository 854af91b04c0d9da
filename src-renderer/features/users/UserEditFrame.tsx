import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { User } from '@shared/api';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { PageLoader } from '../../components/PageLoader';
import { useRecordId } from '../../components/routing/useRecordId';
import { RecordHistory } from '../../components/audit/RecordHistory';
import { useCanAccess } from '../../session/useCanAccess';
import { UserSecondFactorPanel } from './UserSecondFactorPanel';
import { userEditRoute } from './userEditRoute';
import type { UserEditRoute } from './userEditRoute';
import { useUserDetail } from './useUserDetail';

interface UserEditFrameProps {
  route: UserEditRoute;
  children: (user: User, reload: () => void) => ReactNode;
}

/** Loads the user of an edit page; a user of another role is shown on its own role's page. */
export function UserEditFrame({ route, children }: UserEditFrameProps) {
  return (
    <LoadedUser id={useRecordId()} route={route}>
      {children}
    </LoadedUser>
  );
}

function LoadedUser({ id, route, children }: UserEditFrameProps & { id: number }) {
  const current = useCurrentRoute();
  const detail = useUserDetail(id);
  const canAccess = useCanAccess();
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <CallFailureNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  const user = detail.data.data;
  const ownRoute = userEditRoute(user);
  if (ownRoute !== route) return <Navigate to={routePath(ownRoute, { id })} replace />;
  return (
    <Stack gap="lg">
      <Title order={2}>{current.title}</Title>
      {children(user, () => void detail.refetch())}
      <UserSecondFactorPanel user={user} />
      <RecordHistory
        key={`history-${user.updatedAt}`}
        entity="user"
        id={user.id}
        canOpenLog={canAccess('auditLogList')}
      />
    </Stack>
  );
}
