import type { ServerModule } from '../../platform/module';
import { registerNewsRoutes } from './routes';

export { seedNews } from './demo';

/** Store news for the app (お知らせ), plain or introducing a coupon. */
export const newsModule: ServerModule = { name: 'news', routes: registerNewsRoutes };
