import type { BridgeEventName, BridgeEvents } from '@shared/ipc';

/** Sends a main -> renderer event to every app window (or dev host connection). */
export type EmitEvent = <E extends BridgeEventName>(event: E, payload: BridgeEvents[E]) => void;
