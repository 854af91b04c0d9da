import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { User } from '@shared/api';
import { ja } from '@shared/messages';
import { canChangePolicy, CLIENT_POLICIES } from '@shared/routes';
import type { ClientPolicy } from '@shared/routes';
import { clientUserCreateFormSchema, clientUserEditFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FormSection } from '../../components/form/FormSection';
import { ServiceSelect } from './ServiceSelect';
import { UserFormShell } from './UserFormShell';
import { personFormValues } from './userFormValues';
import { useUserForm } from './useUserForm';
import { useSession } from '../../session/useSession';

/** A client user: the person, its service and what it may view (summary, payment history). */
export function ClientUserForm({ user, onReload }: { user?: User; onReload?: () => void }) {
  const { data: me } = useSession();
  /** Why a policy is shown read-only (nobody changes their own, nor one they do not hold); null when it is editable. */
  const readOnlyReason = (policy: ClientPolicy): string | null => {
    if (me && canChangePolicy(me, user?.id ?? null, policy)) return null;
    return user && me && user.id === me.id ? ja.users.ownPoliciesReadOnly : ja.users.policyNotHeld;
  };
  const page = useUserForm({
    schema: user ? clientUserEditFormSchema : clientUserCreateFormSchema,
    defaultValues: {
      ...personFormValues(user),
      subdomain: user?.service?.subdomain ?? '',
      summaryManagement: user?.policies.summaryManagement ?? false,
      paymentHistory: user?.policies.paymentHistory ?? false,
    },
    user,
    create: (values) => call('users.createClient', values),
    update: (values) => call('users.updateClient', values),
  });
  return (
    <UserFormShell page={page} editing={Boolean(user)} onReload={onReload}>
      <FormSection title={ja.users.belongingSection}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ServiceSelect />
        </SimpleGrid>
      </FormSection>
      <FormSection title={ja.users.policySection}>
        <Stack gap="xs">
          {CLIENT_POLICIES.map((name) => (
            <Controller
              key={name}
              control={page.form.control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  label={ja.forms.user[name]}
                  checked={field.value === true}
                  disabled={readOnlyReason(name) !== null}
                  description={readOnlyReason(name)}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          ))}
        </Stack>
      </FormSection>
    </UserFormShell>
  );
}
