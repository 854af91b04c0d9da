import type { ServerModule } from '../../platform/module';
import { registerShopContentRoutes } from './routes';

export { seedShopContent } from './demo';
export type { ShopContentSeed } from './demo';

/** The app's gallery, menu and top-page display (ギャラリー, メニュー, TOP表示情報), with their categories and order. */
export const shopContentModule: ServerModule = { name: 'shop-content', routes: registerShopContentRoutes };
