import type { ServerModule } from '../../platform/module';
import { registerUserRoutes } from './routes';

export {
  createAccount,
  emailErrors,
  normalizeEmail,
  passwordColumns,
  passwordPolicyOf,
  setAccountPassword,
} from './accounts';
export type { NewAccount, PasswordPolicy } from './accounts';
export { rethrowEmailTaken } from './writes';
export { GROUP_ACCOUNTS, STORE_ACCOUNTS, deleteWithAccounts, holderAccountId } from './account-holders';

/** Console users (ユーザー設定); the account helpers every area that opens an account uses. */
export const usersModule: ServerModule = { name: 'users', routes: registerUserRoutes };
