import { formatMessage } from '../messages/format';
import type { MessageArgs } from '../messages/format';

/** A validation message as the spec shows it: the field label, then the catalogue's message. */
export function fieldMessage<S extends string>(label: string, template: S, ...args: MessageArgs<S>): string {
  return `${label}${formatMessage(template, ...args)}`;
}
