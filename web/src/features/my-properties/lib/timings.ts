/** SPEC 9 timings of the My Properties screen, in milliseconds. */
export const FORM_RESET_MS = 150;
export const SIGN_IN_REDIRECT_MS = 500;
