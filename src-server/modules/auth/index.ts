import type { ServerModule } from '../../platform/module';
import { registerAuthRoutes } from './routes';

/** Sign-in, sign-out and the password change (spec section 7, authentication). */
export const authModule: ServerModule = { name: 'auth', routes: registerAuthRoutes };
