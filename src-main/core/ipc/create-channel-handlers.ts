import type { ServicesHandlers } from '../services/services-handlers';
import type { SessionService } from '../session/session-service';
import type { ChannelHandlers } from './channel-handlers';

export function createChannelHandlers(session: SessionService, services: ServicesHandlers): ChannelHandlers {
  return {
    'session.login': (credentials) => session.login(credentials),
    'session.current': () => session.current(),
    'session.refresh': () => session.refresh(),
    'session.changePassword': (request) => session.changePassword(request),
    'session.logout': () => session.logout(),
    'services.list': (query) => services.list(query),
    'services.get': (request) => services.get(request),
  };
}
