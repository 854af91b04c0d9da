import type { ServerModule } from '../../platform/module';
import { registerNotificationRoutes } from './routes';

export { noticesInForce } from './reads';
export { seedDemoNotifications } from './demo';

/** Notices from head office to the shops (通知), shown on the dashboards between their dates. */
export const notificationsModule: ServerModule = { name: 'notifications', routes: registerNotificationRoutes };
