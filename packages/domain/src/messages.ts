/** User-visible texts in the spec's words (sections 2, 4, 5 and 8). One place, so server and web agree. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  number: 'This field must be a number',
  text: 'This field must be text',
  boolean: 'This field must be true or false',
  list: 'This field must be a list',
  object: 'This field must be an object',
  positive: 'This field must be a positive number',
  email: 'Please provide proper email address',
  feedbackEmail: 'Please provide a valid email address',
  /** The page a Help & Feedback message was sent from: an address of this product only (issue 22 §6). */
  feedbackUrl: 'This must be the address of a Fixline page',
  unknownFields: (keys: readonly string[]) => `Not a field that can be set here: ${keys.join(', ')}`,
  oneOf: (values: readonly string[]) => `Please choose one of: ${values.join(', ')}`,
  tooLong: (max: number) => `This field must be at most ${max} characters`,
  atLeast: (min: number) => `Please provide a number of at least ${min}`,
  atMost: (max: number) => `Please provide a number of at most ${max}`,
  wholeNumber: 'Please provide a whole number',
  passwordLength: (min: number) => `Password must be at least ${min} characters`,
  /** A new password among the first an attacker tries (issue 46): the server's check, never the web's. */
  passwordCommon:
    'Choose a less common password: this one, or the pattern it follows (1234, aaaa, qwerty), is among the first tried',
  passwordPersonal: 'Your password must not contain your email address or name: they are the first things tried',
  passwordsDiffer: 'Passwords do not match',
  nulCharacter: 'This field cannot contain the NUL character',
  notUnicode: 'This field is not valid Unicode text',
} as const;

export const SESSION_MESSAGES = {
  restoreFailed: 'Error during restoring session',
  expired: 'Authorization expired, logged out',
  inactivity: 'You have been logged out due to inactivity',
  loggedOut: 'Logged out',
} as const;

/** Confirmations and labels the shell shows. */
export const UI_MESSAGES = {
  feedbackThanks: 'Thank you for your feedback',
  passwordChanged: 'Password changed',
  registered: 'Registration complete. Please sign in.',
  noNotifications: 'There are no new notifications',
  markAllAsRead: 'Mark all as read',
  markAsRead: 'Mark as read',
} as const;

export const ERROR_MESSAGES = {
  notPermitted: 'Not permitted',
  somethingWentWrong: 'Something went wrong',
  invalidCredentials: 'Incorrect email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a while before trying again.',
  unauthenticated: 'Please sign in to continue',
  notFound: 'Not found',
  invalidRequest: 'The request is not valid',
  valueOutOfRange: 'A value in the request is out of range or not valid',
  /** A body with `__proto__`, or `constructor` holding `prototype`: valid JSON, refused for what it could reach. */
  forbiddenKey: 'The request body has a "__proto__" or "constructor" key, which no request may carry',
  inviteInvalid: 'This invitation link is not valid or has expired',
  wrongPassword: 'The current password is not correct',
  /** Spec section 8: each is followed by the server's message (the error-text rule). */
  createClaimFailed: 'Failed to create a claim: ',
  reviveClaimFailed: 'Failed to revive the deleted claim: ',
  claimChangedMeanwhile:
    'This claim was changed by someone else meanwhile. Reload it to see their changes, then try again.',
  databaseUnavailable: 'Fixline cannot reach its database right now. Please try again in a moment.',
} as const;
