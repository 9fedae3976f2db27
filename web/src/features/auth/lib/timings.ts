/** SPEC 9 timings for the auth screens, in milliseconds. */
export const LOGIN_REDIRECT_MS = 500;
export const ADMIN_LOGIN_REDIRECT_MS = 1000;
export const LOGOUT_FAILURE_RELOAD_MS = 1000;
export const ACCOUNT_REMOVAL_REDIRECT_MS = 2000;
