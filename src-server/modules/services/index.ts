import type { ServerModule } from '../../platform/module';
import { registerServiceRoutes } from './routes';

/** The service list and a service's detail (サービス一覧). */
export const servicesModule: ServerModule = { name: 'services', routes: registerServiceRoutes };
