import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createProviders, UnknownProviderError } from '../../src/providers/index.ts';
import { systemClock } from '../../src/shared/clock.ts';
import type { Database } from '../../src/db/database.ts';

describe('configuration picks each provider', () => {
  it('defaults to the sandbox ones and reads PROVIDERS pairs', () => {
    expect(loadConfig({}).providers.payments).toBe('sandbox');
    expect(loadConfig({ PROVIDERS: 'payments=acme, signing=sandbox' }).providers).toMatchObject({
      payments: 'acme',
      signing: 'sandbox',
      storage: 'local',
    });
  });

  it('refuses an unknown provider in PROVIDERS', () => {
    expect(() => loadConfig({ PROVIDERS: 'payment=sandbox' })).toThrow(ConfigError);
  });

  it('refuses an unknown implementation at start, naming it', () => {
    const config = loadConfig({ PROVIDERS: 'payments=acme' });
    const build = () => createProviders(config, { database: {} as Database, clock: systemClock });
    expect(build).toThrow(UnknownProviderError);
    expect(build).toThrow(/"acme" of the payments provider/);
  });
});
