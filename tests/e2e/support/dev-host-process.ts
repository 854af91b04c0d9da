// The e2e suite and the UI bench start the dev host the same way.
export { startDevHostProcess } from '../../../scripts/dev-host/dev-host-process';
export type { DevHostProcess } from '../../../scripts/dev-host/dev-host-process';
