import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '@shared/ipc/channel-names';
import { ipcContract } from '@shared/ipc/contract';

describe('CHANNEL_NAMES', () => {
  it('names every channel of the contract once, and nothing else', () => {
    expect(new Set(CHANNEL_NAMES).size).toBe(CHANNEL_NAMES.length);
    expect([...CHANNEL_NAMES].sort()).toEqual(Object.keys(ipcContract).sort());
  });
});
