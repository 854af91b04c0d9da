import { describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { landingPath } from '../../../../src-renderer/session/landingPath';
import { makeUser } from '../support/fixtures';

describe('landingPath', () => {
  it('sends master and client to the service list', () => {
    expect(landingPath(makeUser(ROLE_MASTER, null))).toBe('/service/list');
    expect(landingPath(makeUser(ROLE_CLIENT, 'demo'))).toBe('/service/list');
  });

  it('sends store and group to the dashboard of their own service', () => {
    expect(landingPath(makeUser(ROLE_STORE, 'demo'))).toBe('/service/demo/dashboard');
    expect(landingPath(makeUser(ROLE_GROUP, 'sample'))).toBe('/service/sample/dashboard');
  });
});
