import { describe, expect, it } from 'vitest';
import { declaredMessages, message, messageGroup, withMessages } from './message-group';

describe('messageGroup', () => {
  it('gives { id: <prefix>.<key> }, the same object on every read', () => {
    const group = messageGroup('auth.login');
    expect(group.title).toEqual({ id: 'auth.login.title' });
    expect(group.title).toBe(group.title);
    expect({ ...group.submit }).toEqual({ id: 'auth.login.submit' });
  });

  it('records the prefix and the argument names for the messages test', () => {
    messageGroup('kyc-legacy.upload', { remove: ['name'] });
    expect(declaredMessages.groups.get('kyc-legacy.upload')).toEqual({ remove: ['name'] });
    message('common.app.name');
    expect(declaredMessages.ids.get('common.app.name')).toEqual([]);
  });

  it('withMessages answers its own keys first, then the group', () => {
    const group = withMessages(messageGroup('common.action'), {
      appName: message('common.app.name'),
    });
    expect(group.appName).toEqual({ id: 'common.app.name' });
    expect(group.back).toEqual({ id: 'common.action.back' });
  });

  it('refuses to be spread: a spread group would be {} and every label undefined', () => {
    const group = messageGroup('auth.login');
    expect(() => ({ ...group })).toThrow(/cannot be spread/);
    expect(() => Object.keys(group)).toThrow(/withMessages/);
  });
});
