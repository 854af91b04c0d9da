import type { ApiClient } from '../api/api-client';
import type { Dialogs } from '../ports/dialogs';
import type { EmitEvent } from '../ports/events';
import type { FileSystem } from '../ports/file-system';
import type { KeyValueStore } from '../ports/key-value-store';
import type { Logger } from '../ports/logger';
import type { Notifier } from '../ports/notifier';
import type { Shell } from '../ports/shell';
import type { Timers } from '../ports/timers';
import type { BackoffPolicy } from './backoff';
import type { SaveFolder } from './save-folder';

/** What the export and import jobs work with. */
export interface JobContext {
  api: ApiClient;
  /** The API base URL: relative file URLs are read against it, and only its origin gets the token. */
  apiBaseUrl: string;
  keyValueStore: KeyValueStore;
  fileSystem: FileSystem;
  dialogs: Dialogs;
  saveFolder: SaveFolder;
  /** Where CSV files may be saved (the IT policy), or null for anywhere. */
  csvSaveFolders: readonly string[] | null;
  notifier: Notifier;
  shell: Shell;
  timers: Timers;
  emit: EmitEvent;
  logger: Logger;
  /** The logged-in user's key (userKeyOf), or null: every job belongs to one user. */
  currentUserKey: () => string | null;
  backoff?: BackoffPolicy;
}
