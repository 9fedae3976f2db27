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
