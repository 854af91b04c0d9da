export { ja } from './ja';
export type { Messages } from './ja';
export { formatMessage } from './format';
export type { MessageArgs, MessageParams } from './format';
