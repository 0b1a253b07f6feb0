import { STAFF_ROLES, type Role } from '@resellpk/contracts';

/**
 * Every user-facing text the spec quotes, word for word, in one place so the server's errors
 * and the UI's messages cannot drift apart.
 */
export const MSG = {
  // auth
  loginFieldsRequired: 'Please enter both email and password',
  invalidCredentials: 'Invalid email or password',
  adminLoginFailed: 'Invalid credentials or insufficient permissions.',
  adminLoginPageError: 'Login failed. Please check your credentials or admin access.',
  adminAccessDenied: 'This account does not have admin privileges.',
  adminRestricted: 'This area is restricted to administrators only',
  signupFieldsRequired: 'Please fill in all fields',
  // each signup field's own message (the form marks every field at once)
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Name must not exceed 100 characters',
  emailRequired: 'Please enter your email address',
  whatsappRequired: 'Please enter your WhatsApp number',
  passwordRequired: 'Please enter a password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'Please accept the terms and conditions',
  signupFailed: 'Failed to create account.',
  signupFailedPage: 'Failed to create account. Please try again.',
  profileMissing: 'Your user profile could not be found. Please contact support.',
  profileFetchFailed: 'Failed to fetch user profile. Please try logging in again.',
  authRequired: 'Authentication Required',
  // (the signup form follows it with links to Login and Forgot password)
  emailTaken: 'This email is already registered.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  passwordChangeLimited: 'Too many wrong current passwords. Please try again later.',
  invalidEmail: 'Please enter a valid email address',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetEmailFailed: 'Failed to send reset email',
  sessionExpired: 'Your session has expired. Please log in again.',
  // profile
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneTooLong: 'Phone number must not exceed 15 digits',
  phoneInvalid: 'Phone number may contain only digits, spaces, dashes and a leading +',
  businessNameEmpty: 'Business name cannot be empty',
  businessNameLocked: 'Your business name cannot be changed once saved.',
  businessNameSaved: 'Business name saved successfully',
  businessNameSaveFailed: 'Failed to save business name',
  phoneSaved: 'WhatsApp number saved successfully',
  phoneSaveFailed: 'Failed to save WhatsApp number',
  // cart: a line's margin as typed (the box refuses a minus sign; the gateway refuses a negative one)
  profitNegative: 'Your profit cannot be negative.',
  // staff
  staffPermissionRequired: 'You need admin or topup helper permissions to approve/reject payments.',
  adminRequired: 'This action requires an admin account.',
  loadProfilesFailed: 'Failed to load user profiles',
  updateRoleFailed: 'Failed to update user role',
  ownRoleChange: 'You cannot change your own role.',
  roleChangeNotAllowed: 'This role change is not allowed.',
  userNotFound: 'User not found.',
  // staff accounts do not transact (PRODUCT.md), and nobody decides on their own request
  staffCannotTopUp: 'Staff accounts cannot add funds. Please use a separate reseller account.',
  staffCannotWithdraw: 'Staff accounts cannot request withdrawals. Please use a separate reseller account.',
  staffCannotOrder: 'Staff accounts cannot place orders. Please use a separate reseller account.',
  staffCannotBuyCoins: 'Staff accounts cannot buy coin packs. Please use a separate reseller account.',
  ownRequestDecision: 'You cannot decide on your own request. Another staff member must review it.',
  // generic
  somethingWentWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  accountLoginLocked: 'Too many failed login attempts for this account. Please try again later or reset your password.',
  passwordResetLimited: 'Too many password reset requests for this email. Please check your inbox or try again later.',
  // the API takes JSON only, and the session routes only from the app's own pages (login CSRF)
  jsonBodyRequired: 'The request body must be JSON (Content-Type: application/json).',
  crossSiteRefused: 'This request came from another website and was refused. Please open ResellPK directly and try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  // every keyset-paged list: a cursor that is not one this list gave out (edited, too old, another list's)
  invalidCursor: 'This page of the list is out of date. Please reload the list.',
} as const;

/**
 * The refusal for a caller without one of `roles`: the spec has two, the staff message where a
 * top-up helper is admitted too (payments), the admin message where only admins are.
 */
export function forbiddenMessageFor(roles: readonly Role[]): string {
  return roles.some((role) => role !== 'admin' && STAFF_ROLES.includes(role)) ? MSG.staffPermissionRequired : MSG.adminRequired;
}

export const roleUpdatedMessage = (role: string) => `User role updated to ${role}`;
