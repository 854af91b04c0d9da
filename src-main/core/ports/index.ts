export type { SecretStore } from './secret-store';
export type { KeyValueStore } from './key-value-store';
export { systemTimers } from './timers';
export type { Timers, TimerHandle } from './timers';
export { consoleLogger, silentLogger, describeError } from './logger';
export type { Logger, LogDetails } from './logger';
export type { Dialogs, FileFilter, OpenDialogRequest, SaveDialogRequest } from './dialogs';
export type { EmitEvent } from './events';
