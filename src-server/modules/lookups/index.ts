import type { ServerModule } from '../../platform/module';
import { registerLookupRoutes } from './routes';

/** The lookups forms choose from: genres, tags, users, companies, services, banks. */
export const lookupsModule: ServerModule = { name: 'lookups', routes: registerLookupRoutes };
