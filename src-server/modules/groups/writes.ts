import { and, eq } from 'drizzle-orm';
import type { ErrorEntry } from '@shared/api';
import { ROLE_GROUP } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { GroupFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { rethrowUniqueViolations } from '../../platform/db/errors';
import { groups, users } from '../../platform/db/schema';
import { alreadyRegistered, notFound, validationFailed } from '../../platform/errors';
import { updateAtVersion } from '../../platform/db/exists';
import {
  GROUP_ACCOUNTS,
  createAccount,
  deleteWithAccounts,
  emailErrors,
  holderAccountId,
  normalizeEmail,
  passwordColumns,
} from '../users';
import type { PasswordPolicy } from '../users';
import { isGroupNameTaken, isGroupOfService } from './reads';
import { emptyToNull } from '../../platform/db/list-helpers';

const labels = ja.forms.group;

const duplicateName = (): ErrorEntry => ({
  name: 'name',
  message: fieldMessage(labels.name, ja.validation.groupNameDuplicate),
});

const rethrowAsFieldError = rethrowUniqueViolations({
  groups_service_name_unique: () => validationFailed([duplicateName()]),
  users_email_unique: () => validationFailed([alreadyRegistered('email', labels.email)]),
});

/** The group's account: its login is the group's e-mail, and its name the group's name. */
function groupAccountOf(values: GroupFormValues, serviceId: number, groupId: number) {
  return {
    email: values.email,
    password: values.password,
    role: ROLE_GROUP,
    nameSei: values.name,
    nameMei: '',
    serviceId,
    groupId,
  } as const;
}

export async function createGroup(
  db: Database,
  serviceId: number,
  values: GroupFormValues,
  policy: PasswordPolicy,
): Promise<number> {
  const errors = [
    ...((await isGroupNameTaken(db, serviceId, values.name)) ? [duplicateName()] : []),
    ...(await emailErrors(db, values.email, labels.email)),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const { now } = policy;
  return db
    .transaction(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({
          serviceId,
          name: values.name,
          ipAddress: emptyToNull(values.ipAddress),
          registDate: now,
          updatedAt: now,
        })
        .returning({ id: groups.id });
      if (!group) throw new Error('group was not created');
      await createAccount(tx, groupAccountOf(values, serviceId, group.id), policy);
      return group.id;
    })
    .catch(rethrowAsFieldError);
}

/** Saves the group and its account; a group without an account gets one when a password is given. */
export async function updateGroup(
  db: Database,
  serviceId: number,
  groupId: number,
  values: GroupFormValues & { updatedAt?: string },
  policy: PasswordPolicy,
): Promise<void> {
  // Every read below is of this service's group: another service's group is simply not found.
  if (!(await isGroupOfService(db, serviceId, groupId))) throw notFound();
  const accountId = await holderAccountId(db, GROUP_ACCOUNTS, groupId);
  const errors = [
    ...((await isGroupNameTaken(db, serviceId, values.name, groupId)) ? [duplicateName()] : []),
    ...(await emailErrors(db, values.email, labels.email, accountId ?? undefined)),
    ...(accountId === null && values.password === ''
      ? [{ name: 'password', message: fieldMessage(labels.password, ja.validation.required) }]
      : []),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const { now } = policy;
  await db
    .transaction(async (tx) => {
      await updateAtVersion(
        tx,
        groups,
        and(eq(groups.id, groupId), eq(groups.serviceId, serviceId)),
        { updatedAt: values.updatedAt, now },
        { name: values.name, ipAddress: emptyToNull(values.ipAddress) },
      );
      if (accountId === null) {
        await createAccount(tx, groupAccountOf(values, serviceId, groupId), policy);
        return;
      }
      await tx
        .update(users)
        .set({
          email: normalizeEmail(values.email),
          nameSei: values.name,
          ...(values.password === '' ? {} : await passwordColumns(values.password, policy)),
          updatedAt: now,
        })
        .where(eq(users.id, accountId));
    })
    .catch(rethrowAsFieldError);
}

/** Deletes the group and its accounts; its shops stay, without a group. */
export function deleteGroup(
  db: Database,
  serviceId: number,
  groupId: number,
  updatedAt: string | undefined,
): Promise<void> {
  return deleteWithAccounts(db, GROUP_ACCOUNTS, serviceId, groupId, updatedAt);
}
