import type { ApiChannels } from '@shared/ipc/api-channels';
import type { ApiChannelHandlers } from '../api/api-channel-handlers';
import type { DesktopHandlers } from '../desktop/desktop-handlers';
import type { ExportDownloads } from '../exports/export-downloads';
import type { ExportJobs } from '../exports/export-jobs';
import type { ImportJobs } from '../imports/import-jobs';
import type { MediaHandlers } from '../media/media-handlers';
import type { ServicesHandlers } from '../services/services-handlers';
import type { SessionService } from '../session/session-service';
import type { ChannelHandlers } from './channel-handlers';

export interface HandlerServices {
  session: SessionService;
  services: ServicesHandlers;
  exports: ExportJobs;
  exportDownloads: ExportDownloads;
  imports: ImportJobs;
  media: MediaHandlers;
  desktop: DesktopHandlers;
  /** Every channel that is exactly one API call, served generically. */
  apiCalls: ApiChannelHandlers<ApiChannels>;
}

export function createChannelHandlers({
  session,
  services,
  exports,
  exportDownloads,
  imports,
  media,
  desktop,
  apiCalls,
}: HandlerServices): ChannelHandlers {
  return {
    ...apiCalls,
    'session.login': (credentials) => session.login(credentials),
    'session.secondFactor': (step) => session.secondFactor(step),
    'session.current': () => session.current(),
    'session.refresh': () => session.refresh(),
    'session.changePassword': (request) => session.changePassword(request),
    'session.logout': () => session.logout(),
    'services.list': (query) => services.list(query),
    'services.get': (request) => services.get(request),
    'exports.start': (request) => exports.start(request),
    'exports.list': () => exports.list(),
    'exports.download': (request) => exportDownloads.download(request),
    'exports.dismiss': (request) => exports.dismiss(request),
    'exports.recent': () => exportDownloads.recent(),
    'exports.showInFolder': (request) => exportDownloads.showInFolder(request),
    'imports.start': (request) => imports.start(request),
    'imports.list': () => imports.list(),
    'imports.confirm': ({ jobId }) => imports.confirm(jobId),
    'imports.cancel': ({ jobId, saveErrors }) => imports.cancel(jobId, saveErrors ?? false),
    'imports.saveTemplate': ({ target }) => imports.saveTemplate(target),
    'media.dataUrl': (request) => media.dataUrl(request),
    'stores.saveQrCode': (request) => media.saveQrCode(request),
    'desktop.settings': () => desktop.settings(),
    'desktop.connection': () => desktop.connection(),
  };
}
