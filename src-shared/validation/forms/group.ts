import { z } from 'zod';
import { ja } from '../../messages/ja';
import {
  idField,
  idListField,
  optionalSecretField,
  optionalTextField,
  requiredSecretField,
  requiredTextField,
} from '../choice-fields';
import { email, ipAddress, loginPassword, maxLength, noEmoji } from '../text-rules';

const labels = ja.forms.group;

/**
 * A store group (spec section 3, "Group"): its name, and the login of the group's account
 * (email, password) with the IP address it may log in from. Names differ within a service
 * (checked by the server, which knows the other groups).
 */
export const groupFormShape = {
  name: requiredTextField(labels.name, maxLength(50), noEmoji()),
  email: requiredTextField(labels.email, email(), maxLength(255)),
  password: optionalSecretField(labels.password, ...loginPassword()),
  ipAddress: optionalTextField(labels.ipAddress, ipAddress()),
};

/** The group edit form: an empty password leaves the saved one. */
export const groupFormSchema = z.object(groupFormShape);
export type GroupFormValues = z.output<typeof groupFormSchema>;

/** The group create form: the group's account needs a password. */
export const groupCreateFormSchema = z.object({
  ...groupFormShape,
  password: requiredSecretField(labels.password, ...loginPassword()),
});

/**
 * Shops to add to or remove from a group: one `shopId` or a list `shopIds` (rows picked in
 * the table); the output is always the list, and at least one is needed.
 */
export const groupShopsFormSchema = z
  .object({
    shopId: idField(labels.shopIds).optional(),
    shopIds: idListField(labels.shopIds),
  })
  .transform(({ shopId, shopIds }) => ({
    shopIds: [...new Set([...(shopId ? [shopId] : []), ...shopIds])],
  }))
  .check(
    z.refine((value: { shopIds: number[] }) => value.shopIds.length > 0, {
      error: ja.errors.noItemSelected,
      path: ['shopIds'],
    }),
  );
export type GroupShopsFormValues = z.output<typeof groupShopsFormSchema>;
