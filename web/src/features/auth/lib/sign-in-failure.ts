/**
 * What each field of a sign-in form says after the server refused the credentials (beside the
 * toast): both fields are marked, neither is blamed, so the answer never tells which was wrong.
 */
export function signInFailureMessages(identifiedBy: 'username' | 'email') {
  const name = identifiedBy === 'email' ? 'email address' : 'username';
  return {
    identifier: `Check your ${name}: it and the password do not match an account`,
    password: 'Check your password (it is case-sensitive)',
  };
}
