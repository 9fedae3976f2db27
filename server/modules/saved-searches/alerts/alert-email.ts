import { escapeHtml, type MailMessage } from '../../../lib/mailer';
import type { AlertListing } from './alert-listings';

export interface AlertSection {
  name: string;
  fresh: AlertListing[];
  cuts: AlertListing[];
  /** More matched than the e-mail names. */
  more: boolean;
  unsubscribeToken: string;
}

export interface AlertEmail {
  to: string;
  name: string;
  sections: AlertSection[];
  publicUrl: string;
  unsubscribeAllToken: string;
}

const money = (pounds: number) => `£${pounds.toLocaleString('en-GB')}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function summary(sections: AlertSection[]) {
  const fresh = sections.reduce((n, s) => n + s.fresh.length, 0);
  const cuts = sections.reduce((n, s) => n + s.cuts.length, 0);
  return [fresh && plural(fresh, 'new home'), cuts && plural(cuts, 'price reduction')]
    .filter(Boolean)
    .join(' and ');
}

interface Line {
  label: string;
  url: string;
}

function sectionLines(section: AlertSection, publicUrl: string): Line[] {
  const place = (l: AlertListing) => `${l.title}, ${l.city} ${l.zipCode}`;
  const url = (l: AlertListing) => `${publicUrl}/property/${l.id}`;
  return [
    ...section.fresh.map((l) => ({ label: `New: ${place(l)} — ${money(l.price)}`, url: url(l) })),
    ...section.cuts.map((l) => ({
      label: `Reduced: ${place(l)} — ${money(l.price)}, was ${money(l.was ?? l.price)}`,
      url: url(l),
    })),
  ];
}

/** One digest per user per run: every saved search with news, each with its own unsubscribe link. */
export function composeAlertEmail(email: AlertEmail): Omit<MailMessage, 'id' | 'date'> {
  const unsubscribe = (token: string) => `${email.publicUrl}/saved-searches/unsubscribe?token=${token}`;
  const dashboard = `${email.publicUrl}/dashboard`;
  const sections = email.sections.map((section) => ({
    section,
    lines: sectionLines(section, email.publicUrl),
    stop: unsubscribe(section.unsubscribeToken),
  }));
  const moreNote = 'More homes match: open the search from your dashboard to see them all.';

  const text = [
    `Hello ${email.name},`,
    'Here is what is new for your saved searches on Home Hunter.',
    ...sections.map(({ section, lines, stop }) =>
      [
        `"${section.name}"`,
        ...lines.map((line) => `  ${line.label}\n  ${line.url}`),
        ...(section.more ? [`  ${moreNote}`] : []),
        `  Stop alerts for this search: ${stop}`,
      ].join('\n'),
    ),
    `Manage your saved searches: ${dashboard}`,
    `Stop all saved-search alerts: ${unsubscribe(email.unsubscribeAllToken)}`,
    '— The Home Hunter team',
  ].join('\n\n');

  const link = (line: Line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.label)}</a></li>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    '<h1 style="font-size:20px;color:#1d4ed8">Home Hunter</h1>',
    `<p>Hello ${escapeHtml(email.name)},</p>`,
    '<p>Here is what is new for your saved searches on Home Hunter.</p>',
    ...sections.map(({ section, lines, stop }) =>
      [
        `<h2 style="font-size:16px">${escapeHtml(section.name)}</h2>`,
        `<ul>${lines.map(link).join('')}</ul>`,
        section.more ? `<p>${moreNote}</p>` : '',
        `<p style="font-size:13px"><a href="${escapeHtml(stop)}">Stop alerts for this search</a></p>`,
      ].join('\n'),
    ),
    `<p><a href="${escapeHtml(dashboard)}">Manage your saved searches</a></p>`,
    '<p>— The Home Hunter team</p>',
    '</body></html>',
  ].join('\n');

  return {
    to: email.to,
    subject: `Home Hunter alert: ${summary(email.sections)}`,
    text,
    html,
    list: { unsubscribe: unsubscribe(email.unsubscribeAllToken) },
  };
}
