/** The texts of the staff's second factor (TOTP): enrolment and the login step. */
export const SECOND_FACTOR_MSG = {
  staffOnly: 'Two-factor sign-in is for staff accounts.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  enrolmentNotStarted: 'Start the set-up again: scan a new QR code first.',
  invalidCode: 'That code is not correct. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  challengeExpired: 'Your sign-in has timed out. Please log in again.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  useAdminLogin: 'This staff account signs in with a code from an authenticator app. Please log in at the admin login page.',
  useSecondFactor: 'This account signs in with a second factor. Please reload the page and log in again.',
} as const;
