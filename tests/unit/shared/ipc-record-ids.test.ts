import { describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '@shared/constants';
import { ipcContract } from '@shared/ipc/contract';
import type { ChannelName } from '@shared/ipc';

/** The issues a request raises at one of its fields (the other fields may be missing in the probe). */
function issuesAt(channel: ChannelName, field: string, value: unknown) {
  const parsed = ipcContract[channel].request.safeParse({ [field]: value });
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === field);
}

/** Every channel whose request takes a record id (`id` or `shopId`) as a number. */
const idFields = (Object.keys(ipcContract) as ChannelName[]).flatMap((channel) =>
  ['id', 'shopId']
    .filter((field) => issuesAt(channel, field, 'x').some((issue) => issue.code === 'invalid_type'))
    .filter((field) => issuesAt(channel, field, 1).length === 0)
    .map((field) => [channel, field] as const),
);

describe('record ids in IPC requests', () => {
  it('are found on the record channels', () => {
    const channels = idFields.map(([channel]) => channel);
    for (const channel of ['stores.get', 'users.get', 'audit.get', 'stores.saveQrCode', 'imports.start'])
      expect(channels, channel).toContain(channel);
  });

  it.each(idFields)(
    '%s refuses an id the API paths cannot hold in %s, and takes the largest',
    (channel, field) => {
      for (const bad of [0, -1, 1.5, MAX_INTEGER + 1])
        expect(issuesAt(channel, field, bad).length, `${channel} ${field}=${bad}`).toBeGreaterThan(0);
      expect(issuesAt(channel, field, MAX_INTEGER)).toEqual([]);
    },
  );
});
