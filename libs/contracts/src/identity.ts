import type { PlanCode, Role } from './roles';

/** Subjects of identity-service. Commands: `identity.<verb>` (2 tokens); events: 4 tokens. */
export const IDENTITY_SERVICE = 'identity';
export const IdentitySubjects = {
  signup: 'identity.signup',
  login: 'identity.login',
  refresh: 'identity.refresh',
  logout: 'identity.logout',
  requestPasswordReset: 'identity.requestPasswordReset',
  confirmPasswordReset: 'identity.confirmPasswordReset',
  getMe: 'identity.getMe',
  updateMe: 'identity.updateMe',
  listUsers: 'identity.listUsers',
  changeRole: 'identity.changeRole',
  listPlans: 'identity.listPlans',
  health: 'identity.health',
} as const;

export const IdentityEvents = {
  userRegisteredV1: 'identity.user.registered.v1',
  roleChangedV1: 'identity.user.role-changed.v1',
} as const;
/** JetStream stream holding every identity event (4-token subjects only). */
export const IDENTITY_STREAM = { name: 'IDENTITY', subjects: ['identity.*.*.*'] };

export interface Profile {
  id: string;
  email: string;
  name: string;
  role: Role;
  plan: PlanCode;
  planExpiresAt: string | null;
  businessName: string | null;
  phone: string | null;
  createdAt: string;
}

/** What login and signup return to the browser (the refresh token goes in a cookie). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  plan: PlanCode;
}

export interface SignupRequest {
  name: string;
  email: string;
  whatsappNumber: string;
  password: string;
  referralCode?: string | null;
  userAgent?: string;
  ip?: string;
}
export interface LoginRequest {
  email: string;
  password: string;
  userAgent?: string;
  ip?: string;
}
export interface RefreshRequest {
  refreshToken: string;
  userAgent?: string;
  ip?: string;
}
export interface LogoutRequest {
  refreshToken: string;
}
/** Issued tokens. The gateway puts refreshToken into an httpOnly cookie and never in a body. */
export interface IssuedSession {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
  user: SessionUser;
}
export interface PasswordResetRequest {
  email: string;
  /** Origin of the app the link must open, e.g. http://localhost:4200 (checked against the allow-list). */
  appOrigin?: string;
}
export interface PasswordResetConfirm {
  token: string;
  password: string;
}
export interface UpdateMeRequest {
  businessName?: string;
  phone?: string;
}
export interface ChangeRoleRequest {
  userId: string;
  role: Role;
}

/** Claims of the short-lived access token (HS256, issued by identity, verified by the gateway). */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  plan: PlanCode;
  /** session family id: lets a logout be traced */
  sid: string;
}

export interface UserRegisteredV1 {
  userId: string;
  email: string;
  name: string;
  referralCode: string | null;
}
export interface RoleChangedV1 {
  userId: string;
  fromRole: Role;
  toRole: Role;
  changedBy: string;
}
