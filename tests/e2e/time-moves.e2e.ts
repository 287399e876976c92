// Time moves on a server of its own with SMTP_URL set: its first sweeps (the catch-up at start) send the seed's due
// renewal reminders; the email reaches a real SMTP server started here, and the notice shows in the person's bell.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/support/server-process';
import { startSmtpSink } from '../server/support/smtp-sink';
import { launchBrowser } from './support/browser';
import { signInAs } from './support/sign-in';

describe('reminders by email and in the bell', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-time-'));
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('emails the reminder to the company’s people and shows it in their bell', async () => {
    const toAlex = () =>
      smtp.received.find((message) => message.to === 'alex@fabrikam.example' && /in 7 days/.test(message.text));
    for (let waited = 0; !toAlex() && waited < 90; waited++) await new Promise((resolve) => setTimeout(resolve, 1000));
    const email = toAlex();
    expect(email, server.output()).toBeDefined();
    expect(email!.text).toMatch(/Subject: .* renews on /);
    expect(email!.text).toContain(`${server.baseUrl}/subscriptions/`);
    // The partner's own address, from the reminder's recipients.
    expect(smtp.received.some((message) => message.to === 'renewals@contoso.example')).toBe(true);

    const page = await browser.newPage();
    await signInAs(page, server.baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    await page.getByRole('button', { name: /unread notification/ }).click();
    const reminder = page.getByRole('button', { name: /renews on .*, in 7 days/ }).first();
    await reminder.waitFor();
    await reminder.click();
    await page.waitForURL(/\/subscriptions\/\d+\/show$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });
});
