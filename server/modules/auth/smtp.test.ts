import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { registerUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** With SMTP_URL set, mail goes to a real SMTP server (here a local one) instead of the outbox. */
describe('e-mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Home Hunter <hello@homehunter.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the reset e-mail with a working link, and writes nothing to the outbox', async () => {
    const mia = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: mia.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();

    const mail = received.find(
      (m) => m.to.includes(mia.email) && m.data.includes('Reset your Home Hunter password'),
    );
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@homehunter.test');
    const text = mail!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = new RegExp(`${t.config.publicUrl}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(text);
    expect(link).not.toBeNull();
    expect(t.app.mailer.outboxDir).toBeUndefined();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link![1], newPassword: 'over-smtp-pass' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('also delivers the verification e-mail sent at registration', async () => {
    const ned = await registerUser(t.app);
    await t.app.mailer.flush();
    const mail = received.find((m) => m.to.includes(ned.email));
    expect(mail?.data).toContain('Verify your Home Hunter email address');
    expect(mail?.data).toContain('/verify-email?token');
  });

  it('still answers forgot-password when the mail server is down, and logs instead of failing', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const user = await registerUser(down.app);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      await down.app.mailer.flush();
    } finally {
      await down.close();
    }
  });
});
