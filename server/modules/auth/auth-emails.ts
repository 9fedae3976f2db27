import { composeLinkEmail, type MailMessage } from '../../lib/mailer';
import type { UserRow } from './users.repository';

const greeting = (user: UserRow) => `Hello ${user.firstName?.trim() || user.username},`;

export function verificationEmail(user: UserRow, publicUrl: string, token: string): MailMessage {
  return composeLinkEmail({
    to: user.email,
    subject: 'Verify your Home Hunter email address',
    greeting: greeting(user),
    body: ['Welcome to Home Hunter! Please confirm that this is your email address.'],
    action: { label: 'Verify my email address', url: `${publicUrl}/verify-email?token=${token}` },
    footer: [
      'This link works once and expires in 24 hours. If you did not create a Home Hunter account, you can ignore this email.',
    ],
  });
}

export function passwordResetEmail(user: UserRow, publicUrl: string, token: string): MailMessage {
  return composeLinkEmail({
    to: user.email,
    subject: 'Reset your Home Hunter password',
    greeting: greeting(user),
    body: ['Someone (hopefully you) asked to reset the password of your Home Hunter account.'],
    action: { label: 'Choose a new password', url: `${publicUrl}/reset-password?token=${token}` },
    footer: [
      'This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
    ],
  });
}

/** To the new address of an account whose e-mail just changed: the same link as at registration. */
export function newEmailVerificationEmail(user: UserRow, publicUrl: string, token: string): MailMessage {
  return composeLinkEmail({
    to: user.email,
    subject: 'Verify your new Home Hunter email address',
    greeting: greeting(user),
    body: [
      `You changed the email address of your Home Hunter account (${user.username}) to this one. Please confirm it.`,
    ],
    action: { label: 'Verify my email address', url: `${publicUrl}/verify-email?token=${token}` },
    footer: [
      'This link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.',
    ],
  });
}

/** To the old address: it no longer signs in, and its owner may not have made the change. */
export function emailChangedNotice(
  user: UserRow,
  oldEmail: string,
  publicUrl: string,
  when: Date,
): MailMessage {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(when);
  return composeLinkEmail({
    to: oldEmail,
    subject: 'Your Home Hunter email address was changed',
    greeting: greeting(user),
    body: [
      `The email address of your Home Hunter account (${user.username}) was changed from ${oldEmail} to ${user.email} on ${date} (UK time).`,
      'From now on, emails about your account go to the new address, and this one no longer signs in.',
    ],
    action: { label: 'Sign in to check your account', url: `${publicUrl}/login` },
    footer: [
      'If you did not make this change, sign in with your username and password straight away, then change your email address and password on the Account Settings page.',
    ],
  });
}
