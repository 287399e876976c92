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
    expect(() => loadConfig({ PARTNER_COLOR: 'green' })).toThrow(/PARTNER_COLOR/);
  });

  it('sends emails in the partner’s name and colours, from the portal’s host unless SMTP_FROM says otherwise', () => {
    const partner = { PARTNER_NAME: 'Contoso Cloud', PARTNER_COLOR: '#0b5cad', PARTNER_ACCENT_COLOR: '#c2410c' };
    const config = loadConfig({ ...partner, SMTP_URL: 'smtp://mail.test', PUBLIC_URL: 'https://portal.contoso.test/' });
    expect(config.brand).toEqual({ name: 'Contoso Cloud', color: '#0b5cad', accentColor: '#c2410c' });
    expect(config.jobs.smtp?.from).toBe('"Contoso Cloud" <portal@portal.contoso.test>');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.test', SMTP_FROM: 'Billing <billing@x.test>' }).jobs.smtp?.from).toBe(
      'Billing <billing@x.test>',
    );
  });
});
