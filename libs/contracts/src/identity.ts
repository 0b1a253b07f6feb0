import type { AuditLogQuery, AuditLogSlice } from './audit';
import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { PurchasablePlan } from './plans';
import type {
  CreateUpgradeRequest,
  DecideUpgradeRequest,
  ListUpgradeRequestsQuery,
  PlanEndingV1,
  PlanExpiredV1,
  PlanUpgradedV1,
  PremiumPaymentDueV1,
  UpgradeRequestView,
} from './plan-upgrades';
import type { PlanCode, Role } from './roles';
import type { ServiceHealth } from './services';
import type { PublishedStory, StoryInput, StoryMove, StoryUpdate, StoryView, StoryVisibility } from './stories';
import type { SupportContacts, SupportContactsInput } from './support-contacts';

/** identity-service's request-reply subjects (`identity.<verb>`) and their contracts. */
export interface IdentityCommands {
  'identity.health': Command<NoData, ServiceHealth>;
  'identity.signup': Command<SignupRequest, IssuedSession>;
  'identity.login': Command<LoginRequest, IssuedSession>;
  'identity.refresh': Command<RefreshRequest, IssuedSession>;
  'identity.logout': Command<LogoutRequest, { loggedOut: true }>;
  'identity.requestPasswordReset': Command<PasswordResetRequest, { accepted: true }>;
  'identity.confirmPasswordReset': Command<PasswordResetConfirm, { reset: true }>;
  /** the caller's own password, with the current one; every other session of the caller ends */
  'identity.changePassword': Command<ChangePasswordRequest, { changed: true }>;
  /** staff: whether two-factor sign-in is on, required, and how many recovery codes are left */
  'identity.secondFactorStatus': Command<NoData, SecondFactorStatus>;
  /** staff: a new TOTP secret (QR code and text); two-factor sign-in is on once a code is confirmed */
  'identity.startTotpEnrolment': Command<NoData, TotpEnrolment>;
  /** staff: the first code from the app turns two-factor sign-in on; answers the recovery codes, once */
  'identity.confirmTotpEnrolment': Command<ConfirmTotpEnrolment, TotpEnabled>;
  /** the password step of a sign-in: a session, or (staff with a second factor) the challenge for it */
  'identity.beginLogin': Command<LoginRequest, LoginStep>;
  /** the second step: the challenge and a code from the app or a recovery code */
  'identity.completeLogin': Command<CompleteLoginRequest, IssuedSession>;
  /** a challenge of step `enrol`: the TOTP secret to set up before the first session */
  'identity.startLoginEnrolment': Command<LoginChallengeRef, TotpEnrolment>;
  /** a challenge of step `enrol`: the first code turns two-factor sign-in on and signs in */
  'identity.confirmLoginEnrolment': Command<CompleteLoginRequest, EnrolledSession>;
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
  /** orders pricing a cart: the user's plan now (a token's plan may be minutes old) */
  'identity.pricingPlanOf': Command<{ userId: string }, PricingPlan>;
  /** admin: resellers, newest first, searched by name, email or phone, paged */
  'identity.listResellers': Command<ListResellersQuery, ResellerPage>;
  /** admin pages that show users beside another service's rows (withdrawals): at most 100 ids; unknown ids are left out */
  'identity.contactsOf': Command<ContactsOfQuery, UserContact[]>;
  /** wallet-payments before a staff decision: whether the staff member and the request's owner are linked accounts (audit flag) */
  'identity.linkedAccounts': Command<LinkedAccountsQuery, LinkedAccounts>;
  /** admin: the newest rows of identity's audit log (roles, plans, subscriptions) */
  'identity.listAuditLog': Command<AuditLogQuery, AuditLogSlice>;
  // partner plans (subscriptions paid from the wallet)
  /** Subscribe Now: a pending subscription, paid at once when the wallet covers the price */
  'identity.subscribe': Command<SubscribeRequest, SubscribeResult>;
  /** the caller's running plan and pending subscription */
  'identity.mySubscription': Command<NoData, MySubscription>;
  /** the caller's own subscription (another user's answers NOT_FOUND) */
  'identity.getSubscription': Command<SubscriptionRef, SubscriptionView>;
  /** the caller's pending subscription, before it is paid */
  'identity.cancelSubscription': Command<SubscriptionRef, SubscriptionView>;
  /** orders at checkout: wholesale allowance for one order, idempotent by orderId */
  'identity.useAllowance': Command<UseAllowance, AllowanceUse>;
  /** orders on cancel/return: gives an order's allowance back, once */
  'identity.releaseAllowance': Command<ReleaseAllowance, AllowanceRelease>;
  /** anyone: the published support channels, or null while staff have not set them */
  'identity.getSupportContacts': Command<NoData, SupportContacts | null>;
  /** admin: replaces the support channels (audit log: settings.support_contacts_changed) */
  'identity.updateSupportContacts': Command<SupportContactsInput, SupportContacts>;
  // reseller stories (testimonials), kept by staff
  /** anyone: the visible stories in staff's order (none until staff add them) */
  'identity.listStories': Command<NoData, PublishedStory[]>;
  /** admin: every story, hidden ones too */
  'identity.adminListStories': Command<NoData, StoryView[]>;
  /** admin: a new story, shown last (audit log: content.story_created) */
  'identity.createStory': Command<StoryInput, StoryView>;
  'identity.updateStory': Command<StoryUpdate, StoryView>;
  'identity.setStoryVisible': Command<StoryVisibility, StoryView>;
  /** admin: swaps a story with its neighbour; the list in its new order */
  'identity.moveStory': Command<StoryMove, StoryView[]>;
}

export const PARTNER_PLAN_TYPES = ['starter', 'pro', 'elite'] as const;
export type PartnerPlanType = (typeof PARTNER_PLAN_TYPES)[number];
export type SubscriptionStatus = 'pending' | 'active' | 'expired' | 'cancelled';

export interface SubscribeRequest {
  planType: PartnerPlanType;
}
export interface SubscriptionRef {
  id: string;
}
export interface SubscriptionView {
  id: string;
  planType: PartnerPlanType;
  planName: string;
  /** integer paisa, the plan's price */
  amountPaidPaisa: number;
  /** the wholesale allowance in coins (1 coin = Rs. 1); 0 = unlimited (Elite) */
  coinsGranted: number;
  /** integer paisa of the allowance used so far */
  allowanceUsedPaisa: number;
  /** integer paisa left; null = unlimited */
  allowanceLeftPaisa: number | null;
  /** set when the plan becomes active */
  endDate: string | null;
  status: SubscriptionStatus;
  createdAt: string;
  activatedAt: string | null;
}
export interface SubscribeResult {
  subscription: SubscriptionView;
  /**
   * active: paid from the wallet now; awaiting_funds: the wallet could not cover the price (nothing
   * was charged): a top-up of the missing sum activates it when approved
   */
  outcome: 'active' | 'awaiting_funds';
}
export interface MySubscription {
  active: SubscriptionView | null;
  pending: SubscriptionView | null;
}
export interface UseAllowance {
  userId: string;
  orderId: string;
  /** integer paisa: (retail - wholesale) x quantity over the order's lines, above 0 */
  amountPaisa: number;
}
export interface AllowanceUse {
  orderId: string;
  subscriptionId: string;
  amountPaisa: number;
  /** integer paisa left after this use; null = unlimited (Elite) */
  allowanceLeftPaisa: number | null;
  /** false when this order had used it before: nothing changed this time */
  applied: boolean;
}
export interface ReleaseAllowance {
  orderId: string;
}
export interface AllowanceRelease {
  orderId: string;
  /** false when there was nothing to give back (never used, or given back before) */
  released: boolean;
  amountPaisa: number;
}

export interface PricingPlan {
  userId: string;
  plan: PlanCode;
  /** any paid plan still running: wholesale prices, premium-only products */
  premiumAccess: boolean;
  /**
   * integer paisa left of the running partner plan's wholesale allowance; null = no limit (Elite,
   * Premium from an upgrade request) or no premium access at all
   */
  allowanceLeftPaisa: number | null;
}
export interface ListResellersQuery {
  search?: string;
  /** 1-based */
  page?: number;
  /** 1..100, default 20 */
  pageSize?: number;
}
export interface ContactsOfQuery {
  /** 1..100 user ids */
  userIds: string[];
}
export interface UserContact {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}
export interface LinkedAccountsQuery {
  /** the staff member who decides */
  staffId: string;
  /** the owner of the request decided on */
  userId: string;
}
/**
 * How two accounts are linked: the same user, the same phone number (as a Pakistani number), or the
 * same email address once normalised (case, a +tag, Gmail's dots)
 */
export type LinkReason = 'same_user' | 'phone' | 'email';
export interface LinkedAccounts {
  linked: boolean;
  /** empty when not linked */
  by: LinkReason[];
}
export interface ResellerPage {
  items: Profile[];
  total: number;
  page: number;
  pageSize: number;
}

export const IDENTITY_CALLERS = {
  'identity.health': ['gateway'],
  'identity.signup': ['gateway'],
  'identity.login': ['gateway'],
  'identity.refresh': ['gateway'],
  'identity.logout': ['gateway'],
  'identity.requestPasswordReset': ['gateway'],
  'identity.confirmPasswordReset': ['gateway'],
  'identity.changePassword': ['gateway'],
  'identity.secondFactorStatus': ['gateway'],
  'identity.startTotpEnrolment': ['gateway'],
  'identity.confirmTotpEnrolment': ['gateway'],
  'identity.beginLogin': ['gateway'],
  'identity.completeLogin': ['gateway'],
  'identity.startLoginEnrolment': ['gateway'],
  'identity.confirmLoginEnrolment': ['gateway'],
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
  'identity.pricingPlanOf': ['orders'],
  'identity.listResellers': ['gateway'],
  'identity.contactsOf': ['gateway'],
  'identity.linkedAccounts': ['wallet-payments'],
  'identity.listAuditLog': ['gateway'],
  'identity.subscribe': ['gateway'],
  'identity.mySubscription': ['gateway'],
  'identity.getSubscription': ['gateway'],
  'identity.cancelSubscription': ['gateway'],
  'identity.useAllowance': ['orders'],
  'identity.releaseAllowance': ['orders'],
  'identity.getSupportContacts': ['gateway'],
  'identity.updateSupportContacts': ['gateway'],
  'identity.listStories': ['gateway'],
  'identity.adminListStories': ['gateway'],
  'identity.createStory': ['gateway'],
  'identity.updateStory': ['gateway'],
  'identity.setStoryVisible': ['gateway'],
  'identity.moveStory': ['gateway'],
} as const satisfies CallersOf<IdentityCommands>;

export const IdentitySubjects = subjectsOf<IdentityCommands, 'identity'>('identity', IDENTITY_CALLERS);

/** identity's events (JetStream stream IDENTITY, four-token subjects) and their payloads. */
export interface IdentityEventMap {
  'identity.user.registered.v1': UserRegisteredV1;
  'identity.user.role-changed.v1': RoleChangedV1;
  // also emitted when a partner plan's subscription is activated (plan = starter|pro|elite)
  /** a user's plan became premium (approval) */
  'identity.plan.upgraded.v1': PlanUpgradedV1;
  // also emitted when a partner plan ends (its time, or its allowance used up)
  /** a premium plan ran out and the user is back on free */
  'identity.plan.expired.v1': PlanExpiredV1;
  /** sessions ended (logout, a replayed refresh token, a password reset): their access tokens are refused */
  'identity.session.revoked.v1': SessionsRevokedV1;
  /** staff tried to approve Premium and the wallet could not pay it: the reseller is told what to top up */
  'identity.premium.payment-due.v1': PremiumPaymentDueV1;
  /** a paid plan ends in PLAN_REMINDER_DAYS days or less (once per end date) */
  'identity.plan.ending.v1': PlanEndingV1;
}

export const IdentityEvents = {
  userRegisteredV1: 'identity.user.registered.v1',
  roleChangedV1: 'identity.user.role-changed.v1',
  planUpgradedV1: 'identity.plan.upgraded.v1',
  planExpiredV1: 'identity.plan.expired.v1',
  sessionRevokedV1: 'identity.session.revoked.v1',
  premiumPaymentDueV1: 'identity.premium.payment-due.v1',
  planEndingV1: 'identity.plan.ending.v1',
} as const satisfies Record<string, keyof IdentityEventMap>;

/** Durable consumers of identity's events. */
export const IDENTITY_EVENT_CONSUMERS = {
  // a wallet for every user; chat keeps names and emails for the staff's room list; coins opens the
  // coin account with the welcome bonus and links the referrer; orders keeps names and emails for
  // the staff's order list
  'identity.user.registered.v1': ['wallet-payments', 'chat', 'coins', 'orders'],
  // catalog keeps the current role of staff members, so a demoted admin's token stops working at once;
  // wallet-payments does the same for approvals; wallet-payments, orders and coins refuse a reseller
  // just promoted to staff who opens a top-up, withdrawal, order or coin pack with an older token
  'identity.user.role-changed.v1': ['catalog', 'wallet-payments', 'chat', 'orders', 'coins'],
  // chat: the plan_upgraded notification
  'identity.plan.upgraded.v1': ['chat'],
  // chat: the "Your {plan} plan has ended" notification
  'identity.plan.expired.v1': ['chat'],
  // no durable consumer: every gateway replica reads it live (SESSION_EVENTS) and refuses the
  // sessions' access tokens and closes their sockets
  'identity.session.revoked.v1': [],
  // chat: the "top up to activate Premium" and "your plan ends on" notifications
  'identity.premium.payment-due.v1': ['chat'],
  'identity.plan.ending.v1': ['chat'],
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
  /**
   * The browser's device cookie (rpk_device): a replay of a just-rotated token gets the grace
   * successor only from the device that made the rotation (SessionService.isGraceReuse).
   */
  deviceId?: string;
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
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  /** the session the change is made from (the access token's sid, set by the gateway): it stays signed in */
  sessionId: string;
}
export interface SecondFactorStatus {
  enabled: boolean;
  /** this deployment requires it of staff (TOTP_REQUIRED_FOR_STAFF) */
  required: boolean;
  /** unused recovery codes (0 while two-factor sign-in is off) */
  recoveryCodesLeft: number;
}
export interface TotpEnrolment {
  /** base32, for typing into the app by hand */
  secret: string;
  otpauthUrl: string;
  /** the otpauth URL as a PNG data URL */
  qrDataUrl: string;
}
export interface ConfirmTotpEnrolment {
  /** the 6 digits the app shows */
  code: string;
}
export interface TotpEnabled {
  /** ten single-use codes, shown this once (only their hashes are stored) */
  recoveryCodes: string[];
}
export interface LoginStep {
  /** signed in: no second factor is needed */
  session: IssuedSession | null;
  /** a staff member with a second factor (or required to set one up): the next step */
  challenge: SecondFactorChallenge | null;
}
export interface SecondFactorChallenge {
  /** code: enter a code from the app (or a recovery code); enrol: set the app up first */
  step: 'code' | 'enrol';
  /** opaque and single-use; dies after a few minutes or a few wrong codes */
  challengeToken: string;
  expiresAt: string;
}
export interface LoginChallengeRef {
  challengeToken: string;
}
export interface CompleteLoginRequest {
  challengeToken: string;
  /** 6 digits from the app, or a recovery code */
  code: string;
  userAgent?: string;
  ip?: string;
}
export interface EnrolledSession {
  session: IssuedSession;
  /** ten single-use codes, shown this once */
  recoveryCodes: string[];
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

/**
 * Sessions (refresh-token families) that ended. Their access tokens stay signed until they expire
 * (ACCESS_TOKEN_TTL_SECONDS), so the gateway refuses the listed `sid`s for that long and closes
 * their sockets.
 */
export interface SessionsRevokedV1 {
  userId: string;
  /**
   * the ended sessions whose access tokens may still be alive (a token is issued with each refresh
   * token, so sessions without one issued within an access token's lifetime are left out)
   */
  sessionIds: string[];
  /** why, for logs: logout, refresh-reuse (a refresh token replayed), password-reset, ... */
  reason: string;
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
