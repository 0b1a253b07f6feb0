import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { PurchasablePlan } from './plans';
import type {
  CreateUpgradeRequest,
  DecideUpgradeRequest,
  ListUpgradeRequestsQuery,
  PlanExpiredV1,
  PlanUpgradedV1,
  UpgradeRequestView,
} from './plan-upgrades';
import type { PlanCode, Role } from './roles';
import type { ServiceHealth } from './services';

/** identity-service's request-reply subjects (`identity.<verb>`) and their contracts. */
export interface IdentityCommands {
  'identity.health': Command<NoData, ServiceHealth>;
  'identity.signup': Command<SignupRequest, IssuedSession>;
  'identity.login': Command<LoginRequest, IssuedSession>;
  'identity.refresh': Command<RefreshRequest, IssuedSession>;
  'identity.logout': Command<LogoutRequest, { loggedOut: true }>;
  'identity.requestPasswordReset': Command<PasswordResetRequest, { accepted: true }>;
  'identity.confirmPasswordReset': Command<PasswordResetConfirm, { reset: true }>;
  'identity.getMe': Command<NoData, Profile>;
  'identity.updateMe': Command<UpdateMeRequest, Profile>;
  'identity.listUsers': Command<NoData, Profile[]>;
  'identity.changeRole': Command<ChangeRoleRequest, Profile>;
  'identity.listPlans': Command<NoData, PurchasablePlan[]>;
  'identity.createUpgradeRequest': Command<CreateUpgradeRequest, UpgradeRequestView>;
  'identity.listUpgradeRequests': Command<ListUpgradeRequestsQuery, UpgradeRequestView[]>;
  'identity.approveUpgradeRequest': Command<DecideUpgradeRequest, UpgradeRequestView>;
  'identity.rejectUpgradeRequest': Command<DecideUpgradeRequest, UpgradeRequestView>;
  'identity.countPendingUpgradeRequests': Command<NoData, number>;
}

export const IDENTITY_CALLERS = {
  'identity.health': ['gateway'],
  'identity.signup': ['gateway'],
  'identity.login': ['gateway'],
  'identity.refresh': ['gateway'],
  'identity.logout': ['gateway'],
  'identity.requestPasswordReset': ['gateway'],
  'identity.confirmPasswordReset': ['gateway'],
  'identity.getMe': ['gateway'],
  'identity.updateMe': ['gateway'],
  'identity.listUsers': ['gateway'],
  'identity.changeRole': ['gateway'],
  'identity.listPlans': ['gateway'],
  'identity.createUpgradeRequest': ['gateway'],
  'identity.listUpgradeRequests': ['gateway'],
  'identity.approveUpgradeRequest': ['gateway'],
  'identity.rejectUpgradeRequest': ['gateway'],
  'identity.countPendingUpgradeRequests': ['gateway'],
} as const satisfies CallersOf<IdentityCommands>;

export const IdentitySubjects = subjectsOf<IdentityCommands, 'identity'>('identity', IDENTITY_CALLERS);

/** identity's events (JetStream stream IDENTITY, four-token subjects) and their payloads. */
export interface IdentityEventMap {
  'identity.user.registered.v1': UserRegisteredV1;
  'identity.user.role-changed.v1': RoleChangedV1;
  /** a user's plan became premium (approval) */
  'identity.plan.upgraded.v1': PlanUpgradedV1;
  /** a premium plan ran out and the user is back on free */
  'identity.plan.expired.v1': PlanExpiredV1;
}

export const IdentityEvents = {
  userRegisteredV1: 'identity.user.registered.v1',
  roleChangedV1: 'identity.user.role-changed.v1',
  planUpgradedV1: 'identity.plan.upgraded.v1',
  planExpiredV1: 'identity.plan.expired.v1',
} as const satisfies Record<string, keyof IdentityEventMap>;

/** Durable consumers of identity's events. */
export const IDENTITY_EVENT_CONSUMERS = {
  // a wallet for every user; chat keeps names and emails for the staff's room list; coins opens the
  // coin account with the welcome bonus and links the referrer
  'identity.user.registered.v1': ['wallet-payments', 'chat', 'coins'],
  // catalog keeps the current role of staff members, so a demoted admin's token stops working at once;
  // wallet-payments does the same for approvals
  'identity.user.role-changed.v1': ['catalog', 'wallet-payments', 'chat'],
  // chat: the plan_upgraded notification
  'identity.plan.upgraded.v1': ['chat'],
  'identity.plan.expired.v1': [],
} as const satisfies ConsumersOf<IdentityEventMap>;

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
  /** the admin's user id, or `system:<job>` for a change made by the platform (demo data) */
  changedBy: string;
}
