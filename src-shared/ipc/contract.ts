import { z } from 'zod';
import { changePasswordRequestSchema, loginRequestSchema, secondFactorStepRequestSchema } from '../api/auth';
import type { LoginOutcome, SecondFactorOutcome } from '../api/auth';
import type { CurrentUser } from '../api/account';
import type { Paginated } from '../api/common';
import { serviceListQuerySchema } from '../api/services';
import type { ServiceDetail, ServiceListItem } from '../api/services';
import {
  exportJobRequestSchema,
  exportStartRequestSchema,
  importJobRequestSchema,
  importStartRequestSchema,
  importTemplateRequestSchema,
  recentExportRequestSchema,
} from './jobs';
import type {
  ExportJobView,
  ImportCancelResult,
  ImportConfirmResult,
  ImportJobView,
  ImportStartResult,
  ImportTemplateResult,
  RecentExport,
} from './jobs';
import { apiChannels } from './api-channels';
import type { ApiConnectionState, DesktopSettingsView } from './desktop';
import type { BridgeEventName, BridgeEvents } from './events';
import { mediaDataUrlRequestSchema, qrCodeSaveRequestSchema } from './media';
import type { MediaDataUrl, SavedQrCode } from './media';
import type { CallResult } from './result';
import { recordIdField } from './channels/path-params';

/** Declares a channel: the zod schema of its request and (as a phantom) the type of its result. */
function channel<Req extends z.ZodType, Res>(request: Req): { request: Req; result?: Res } {
  return { request };
}

const noPayload = z.undefined();

const serviceGetRequestSchema = z.object({ id: recordIdField });

/**
 * Every renderer -> main channel. Adding a channel is one entry here plus one handler
 * in src-main/core, and its name in ./channel-names.ts (the type check says so). The token
 * never appears in any result.
 */
export const ipcContract = {
  /** Signed in, or (issue 28) the second step the server waits for; main keeps its challenge. */
  'session.login': channel<typeof loginRequestSchema, LoginOutcome>(loginRequestSchema),
  /** The six-digit code or a recovery code for the waiting sign-in. */
  'session.secondFactor': channel<typeof secondFactorStepRequestSchema, SecondFactorOutcome>(
    secondFactorStepRequestSchema,
  ),
  'session.current': channel<typeof noPayload, CurrentUser | null>(noPayload),
  'session.refresh': channel<typeof noPayload, CurrentUser>(noPayload),
  'session.changePassword': channel<typeof changePasswordRequestSchema, CurrentUser>(
    changePasswordRequestSchema,
  ),
  'session.logout': channel<typeof noPayload, null>(noPayload),
  'services.list': channel<typeof serviceListQuerySchema, Paginated<ServiceListItem>>(serviceListQuerySchema),
  /** GET /services/{id}: by the service's record id (the renderer finds it from the account or the service list). */
  'services.get': channel<typeof serviceGetRequestSchema, ServiceDetail>(serviceGetRequestSchema),

  'exports.start': channel<typeof exportStartRequestSchema, ExportJobView>(exportStartRequestSchema),
  /** Exports of the logged-in user that are waiting or ready (after a restart too). */
  'exports.list': channel<typeof noPayload, ExportJobView[]>(noPayload),
  /** Saves a ready export through the native save dialog; null when the user cancels the dialog. */
  'exports.download': channel<typeof exportJobRequestSchema, RecentExport | null>(exportJobRequestSchema),
  /** Closes the download modal without saving: the job is forgotten. */
  'exports.dismiss': channel<typeof exportJobRequestSchema, null>(exportJobRequestSchema),
  /** The export files the user saved lately, newest first. */
  'exports.recent': channel<typeof noPayload, RecentExport[]>(noPayload),
  'exports.showInFolder': channel<typeof recentExportRequestSchema, null>(recentExportRequestSchema),

  /** Picks a file with the native dialog, checks it, uploads it and starts polling. */
  'imports.start': channel<typeof importStartRequestSchema, ImportStartResult>(importStartRequestSchema),
  'imports.list': channel<typeof noPayload, ImportJobView[]>(noPayload),
  /** Applies a previewed import as its dry run showed it, or gives it up. */
  'imports.confirm': channel<typeof importJobRequestSchema, ImportConfirmResult>(importJobRequestSchema),
  'imports.cancel': channel<typeof importJobRequestSchema, ImportCancelResult>(importJobRequestSchema),
  /** Saves an import's template CSV through the save dialog. */
  'imports.saveTemplate': channel<typeof importTemplateRequestSchema, ImportTemplateResult>(
    importTemplateRequestSchema,
  ),

  /** A stored image or sound (or the QR code) as a data: URL; main adds the token for the API's own origin only. */
  'media.dataUrl': channel<typeof mediaDataUrlRequestSchema, MediaDataUrl>(mediaDataUrlRequestSchema),
  /** Saves the shop's QR code as PNG through the native save dialog; null when the user cancels. */
  'stores.saveQrCode': channel<typeof qrCodeSaveRequestSchema, SavedQrCode | null>(qrCodeSaveRequestSchema),

  /** The settings in force on this machine and where each came from (IT policies first). */
  'desktop.settings': channel<typeof noPayload, DesktopSettingsView>(noPayload),
  /** Whether main reaches the API right now. */
  'desktop.connection': channel<typeof noPayload, ApiConnectionState>(noPayload),

  ...apiChannels,
} as const;

export type IpcContract = typeof ipcContract;
export type ChannelName = keyof IpcContract;
export type ChannelRequest<C extends ChannelName> = z.input<IpcContract[C]['request']>;
export type ChannelParsedRequest<C extends ChannelName> = z.output<IpcContract[C]['request']>;
/** The declared result type (inferred, not NonNullable: `session.current` may answer null). */
export type ChannelResult<C extends ChannelName> = IpcContract[C] extends { result?: infer R } ? R : never;
export { CHANNEL_NAMES, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from './channel-names';

export { BRIDGE_EVENT_NAMES } from './events';
export type { BridgeEventName, BridgeEvents } from './events';

/** What the preload exposes as window.bridge, and nothing more. */
export interface Bridge {
  invoke<C extends ChannelName>(
    channel: C,
    payload: ChannelRequest<C>,
  ): Promise<CallResult<ChannelResult<C>>>;
  on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
}
