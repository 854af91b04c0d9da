import type { ServerModule } from '../../platform/module';
import { registerGroupRoutes } from './routes';

export { isGroupOfService } from './reads';

/** Store groups and the shops in them (グループ一覧). */
export const groupsModule: ServerModule = { name: 'groups', routes: registerGroupRoutes };
