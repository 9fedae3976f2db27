import { z } from 'zod';
import { textInput } from './form-input';

/** Limits from SPEC section 9 (fields) and the database column sizes. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 100;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** argon2 cost grows with input; a generous cap stops abuse without bothering anyone. */
export const PASSWORD_MAX = 200;
/** Tokens are 43 base64url characters; anything much longer is not one of ours. */
const TOKEN_MAX = 200;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Every message the auth API answers with, verbatim from the spec where the spec has one. */
export const authMessages = {
  notAuthenticated: 'Not authenticated',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already taken',
  emailTaken: 'An account with this email already exists',
  signedOut: 'You have been signed out successfully.',
  sessionsCleared: 'All sessions cleared. Please try logging in again.',
  resetLinkSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Current password is incorrect',
  emailVerified: 'Your email address has been verified.',
  noVerificationToken: 'No verification token provided',
  verificationFailed: 'Verification failed: the link is invalid or has expired.',
  accountRemoved: 'Your account has been removed.',
  incorrectPassword: 'Incorrect password',
  adminCannotRemoveSelf:
    'An administrator cannot remove their own account. Ask another administrator to remove it.',
  sameEmail: 'That is already your email address',
  verificationSent: 'A new verification link is on its way to your inbox.',
  alreadyVerified: 'Your email address is already verified.',
} as const;

/** What a body that is not a JSON object at all (missing, null, a string) is told. */
const bodyMessage = { message: 'Request body must be a JSON object' };

const password = textInput('Password is required', 'Password')
  .min(PASSWORD_MIN, { message: 'Password must be at least 6 characters' })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

const email = (message: string) =>
  z
    .string({ message })
    .trim()
    .max(EMAIL_MAX, { message: `Email must be at most ${EMAIL_MAX} characters` })
    .pipe(z.email({ message }));

/** Control characters (NUL above all, which PostgreSQL text cannot hold) have no place in a name. */
const hasNoControlCharacters = (value: string) =>
  ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const name = (label: string) =>
  textInput(`${label} is required`, label)
    .trim()
    .min(1, { message: `${label} is required` })
    .max(NAME_MAX, { message: `${label} must be at most ${NAME_MAX} characters` })
    .refine(hasNoControlCharacters, {
      message: `${label} contains characters that are not allowed`,
    });

export const usernameSchema = textInput('Username is required', 'Username')
  .trim()
  .min(USERNAME_MIN, { message: 'Username must be at least 3 characters' })
  .max(USERNAME_MAX, { message: `Username must be at most ${USERNAME_MAX} characters` })
  .regex(USERNAME_PATTERN, {
    message: 'Username may only contain letters, numbers, dots, dashes and underscores',
  });

export const registerSchema = z.object(
  {
    username: usernameSchema,
    email: email('Invalid email address'),
    password,
    firstName: name('First name'),
    lastName: name('Last name'),
  },
  bodyMessage,
);
export type RegisterInput = z.infer<typeof registerSchema>;

const loginUsername = textInput('Username is required', 'Username')
  .trim()
  .min(1, { message: 'Username is required' })
  .max(EMAIL_MAX, { message: 'Username is too long' })
  .refine(hasNoControlCharacters, {
    message: 'Username contains characters that are not allowed',
  });
const loginEmail = email('Please enter a valid email address');

export const loginByEmailSchema = z.object({ email: loginEmail, password });
export const loginByUsernameSchema = z.object({ username: loginUsername, password });
/** Login by e-mail or by username (SPEC section 7); forms validate one member of `.options`. */
export const loginSchema = z.union([loginByEmailSchema, loginByUsernameSchema]);
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What POST /api/auth/login accepts: one object rather than the union, so a bad field gets its own
 * message instead of a union's 'Invalid input'. When both are sent the e-mail wins; a username
 * containing '@' may also match an account's e-mail.
 */
export const loginRequestSchema = z
  .object({ username: loginUsername.optional(), email: loginEmail.optional(), password }, bodyMessage)
  .refine((input) => input.username !== undefined || input.email !== undefined, {
    message: 'Username or email is required',
    path: ['username'],
    // Said beside a missing password too, so `{}` hears of both.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordSchema = z.object(
  { email: email('Please enter a valid email address') },
  bodyMessage,
);
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object(
  {
    token: z
      .string({ message: 'Reset token is required' })
      .min(1, { message: 'Reset token is required' })
      .max(TOKEN_MAX, { message: authMessages.resetLinkInvalid }),
    newPassword: password,
  },
  bodyMessage,
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const currentPassword = z
  .string({ message: 'Current password is required' })
  .min(1, { message: 'Current password is required' })
  .max(PASSWORD_MAX, { message: authMessages.currentPasswordWrong });

export const changePasswordSchema = z.object({ currentPassword, newPassword: password }, bodyMessage);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** PATCH /api/auth/account: the names on the account (SPEC 5's registration rules). */
export const updateProfileSchema = z.object(
  { firstName: name('First name'), lastName: name('Last name') },
  bodyMessage,
);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * POST /api/auth/change-email: a new address, confirmed with the password (a session left open
 * on a shared computer must not be enough to take the account over).
 */
export const changeEmailSchema = z.object(
  { email: email('Invalid email address'), currentPassword },
  bodyMessage,
);
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object(
  {
    password: z
      .string({ message: 'Password is required' })
      .min(1, { message: 'Password is required' })
      .max(PASSWORD_MAX, { message: authMessages.incorrectPassword }),
  },
  { message: 'Password is required' },
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ message: authMessages.noVerificationToken })
    .min(1, { message: authMessages.noVerificationToken })
    .max(TOKEN_MAX, { message: authMessages.verificationFailed }),
});

/** The user as the API shows it: never a hash or a token. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  preferredPropertyType: z.string().nullable(),
  preferredLocation: z.string().nullable(),
  minBudget: z.number().nullable(),
  maxBudget: z.number().nullable(),
  preferredBedrooms: z.number().nullable(),
  preferredBathrooms: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
