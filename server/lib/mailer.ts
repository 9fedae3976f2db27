import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env';
import { newToken } from './tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * A stable id makes delivery repeatable: it becomes the Message-ID and the outbox file name, so
   * sending the same message again after a crash rewrites one file instead of adding another.
   */
  id?: string;
  date?: Date;
  /** List-* headers, e.g. `{ unsubscribe: url }` for List-Unsubscribe. */
  list?: { unsubscribe: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Runs work that ends in an e-mail (or in nothing, when it returns null) without the caller
   * waiting, so neither a slow mail server nor the work itself shows in response times. Failures
   * are logged, never thrown.
   */
  sendLater(compose: () => Promise<MailMessage | null>): void;
  /** Resolves once every sendLater task has finished (shutdown, tests). */
  flush(): Promise<void>;
  /** Folder where .eml files are written when no SMTP server is configured. */
  outboxDir?: string;
}

/**
 * SMTP_URL sends for real; otherwise each message is written as an .eml file to DATA_DIR/outbox
 * and its first link is logged, so a developer can follow reset and verification links locally.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const deliver = config.smtpUrl ? smtpDelivery(config) : outboxDelivery(config, log);
  const pending = new Set<Promise<void>>();
  return {
    outboxDir: deliver.outboxDir,
    send: deliver.send,
    sendLater(compose) {
      // setImmediate lets the response be written first, even on in-process PGlite whose queries block the thread.
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? deliver.send(message) : undefined))
        .catch((err: unknown) => log.error({ err }, 'e-mail could not be sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

function smtpDelivery(config: AppConfig) {
  // The defaults let a silent server hold a message (and shutdown, which flushes) for up to an hour.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    dnsTimeout: 10_000,
  });
  return {
    outboxDir: undefined,
    async send(message: MailMessage) {
      await transport.sendMail(nodemailerMessage(config, message));
    },
  };
}

function outboxDelivery(config: AppConfig, log: FastifyBaseLogger) {
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message: MailMessage) {
      const info = await transport.sendMail(nodemailerMessage(config, message));
      await mkdir(outboxDir, { recursive: true });
      const stamp = (message.date ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${message.id ?? newToken().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log.info({ to: message.to, subject: message.subject, file, link }, 'e-mail written to outbox');
    },
  };
}

function nodemailerMessage(config: AppConfig, { id, ...message }: MailMessage) {
  return { from: config.mailFrom, ...message, ...(id ? { messageId: `<${id}@home-hunter>` } : {}) };
}

export interface LinkEmail {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  body: string[];
  action: { label: string; url: string };
  /** Paragraphs after the link. */
  footer: string[];
}

/** A short Home Hunter e-mail around one link, as plain text and as simple HTML. */
export function composeLinkEmail(email: LinkEmail): MailMessage {
  const text = [
    email.greeting,
    ...email.body,
    `${email.action.label}:\n${email.action.url}`,
    ...email.footer,
    '— The Home Hunter team',
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const url = escapeHtml(email.action.url);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    '<h1 style="font-size:20px;color:#1d4ed8">Home Hunter</h1>',
    paragraph(email.greeting),
    ...email.body.map(paragraph),
    `<p><a href="${url}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(email.action.label)}</a></p>`,
    `<p style="font-size:13px">If the button does not work, copy this link into your browser:<br>${url}</p>`,
    ...email.footer.map(paragraph),
    paragraph('— The Home Hunter team'),
    '</body></html>',
  ].join('\n');
  return { to: email.to, subject: email.subject, text, html };
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
