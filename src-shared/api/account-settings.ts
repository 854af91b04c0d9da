import type { z } from 'zod';
import { accountUserFormSchema } from '../validation/forms/account';
import { currentUserSchema } from './account';
import { writeVersionSchema, writeResponseSchema } from './writes';

/**
 * The account settings page (`/account/user`, every role):
 *   PUT /account  accountUpdateRequestSchema -> accountUpdateResponseSchema
 * A new password needs the current one (422 ja.auth.currentPasswordWrong otherwise) and moves
 * the password expiry ahead; the caller's other sessions end.
 */
export const accountUpdateRequestSchema = accountUserFormSchema.extend({ updatedAt: writeVersionSchema });
export type AccountUpdateRequest = z.input<typeof accountUpdateRequestSchema>;

export const accountUpdateResponseSchema = writeResponseSchema(currentUserSchema);
