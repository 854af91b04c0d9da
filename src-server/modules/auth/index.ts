import type { ServerModule } from '../../platform/module';
import { registerAuthRoutes } from './routes';

/**
 * Sign-in, sign-out and the password change (spec section 7, authentication), and the second
 * factor (issue 28): the code at sign-in, アカウント設定's enrolment, a master's requirement and reset.
 */
export const authModule: ServerModule = { name: 'auth', routes: registerAuthRoutes };
