import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration', () => {
  it('defaults to the embedded set-up on port 3000 with ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@localhost:5432/portal',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@localhost:5432/portal',
    });
  });

  it('refuses a configuration it cannot use, saying which setting is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
