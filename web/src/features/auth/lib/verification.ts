/** What registration says once the account exists: where the verification link went. */
export const verificationSentText = (email: string) =>
  `We sent a verification email to ${email}. Open the link in it to confirm your address.`;
