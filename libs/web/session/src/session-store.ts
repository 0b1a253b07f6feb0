import type { Profile, SessionUser, SignupRequest, TotpEnrolment } from '@resellpk/contracts';
import { SECOND_FACTOR_MSG } from '@resellpk/domain';
import { api, ApiError, authStore, hasSessionHint, refreshSession, type SessionPayload } from '@resellpk/web-api';

/**
 * 'offline': the browser has a session but the API could not be reached (a network error, a 5xx) to
 * confirm it: the user stays signed in, the pages wait (RequireAuth) under an offline notice, and the
 * refresh is tried again until the API answers. Only the refresh's own "no session" (401/403) signs out.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'offline';

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  profile: Profile | null;
  /** path the user logged out from on purpose: its guard sends them home, not to /login */
  signedOutFrom?: string;
}

export type SignupInput = Pick<SignupRequest, 'name' | 'email' | 'whatsappNumber' | 'password' | 'referralCode'>;

/**
 * Module-level session store: host and remotes import the same singleton module (Module
 * Federation shared), so a login inside a remote is seen by the shell's top bar at once.
 */
let snapshot: SessionSnapshot = { status: 'loading', user: null, profile: null };
const listeners = new Set<() => void>();
let restoring: Promise<void> | null = null;

function publish(next: SessionSnapshot): void {
  snapshot = next;
  listeners.forEach((l) => l());
}

// api's silent refresh (on a 401) may sign the user out or rotate the user: mirror it here
authStore.subscribe(() => {
  const { user } = authStore.get();
  if (!user && snapshot.status === 'authenticated') publish({ status: 'anonymous', user: null, profile: null });
  else if (user && snapshot.user && user.id === snapshot.user.id && user !== snapshot.user) {
    publish({ ...snapshot, user });
  }
});

// a server drawing (apps/first-paint) reads the session of the drawing at hand, as authStore does
let drawingSession: (() => SessionSnapshot | undefined) | null = null;

/** For a server drawing only: where the session of the drawing at hand is read. Never in a browser. */
export function readSessionOfDrawing(source: () => SessionSnapshot | undefined): void {
  drawingSession = source;
}

export const sessionStore = {
  get: (): SessionSnapshot => drawingSession?.() ?? snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The profile beside the session, for the user it was asked for (who may have logged out meanwhile). */
async function loadProfile(userId: string): Promise<void> {
  try {
    const profile = await api.get<Profile>('/me');
    if (snapshot.user?.id === userId) publish({ ...snapshot, profile });
  } catch {
    // the session stands without it (a 401 here went through the api's own refresh, which signs the
    // user out if the session is gone); pages that need the profile ask for it and show their own error
  }
}

async function adopt(payload: SessionPayload): Promise<SessionUser> {
  stopRetrying();
  authStore.set({ accessToken: payload.accessToken, user: payload.user });
  // signed in as soon as the token is here: the page's own requests start beside the profile's
  // instead of one round trip after it (the user's id, role, plan and name come with the token)
  publish({ status: 'authenticated', user: payload.user, profile: null });
  void loadProfile(payload.user.id);
  return payload.user;
}

/**
 * For a server drawing a visitor's first screen (apps/first-paint): the session is known to be
 * none, as a visitor's browser finds out at once from its missing session hint. Never in a browser.
 */
export function assumeVisitor(): void {
  restoring = Promise.resolve();
  publish({ status: 'anonymous', user: null, profile: null });
}

/** Waits before the next refresh while offline: 1 s, 2 s, 4 s ... up to 30 s. */
export const OFFLINE_RETRY_MS = { first: 1000, max: 30_000 };

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = OFFLINE_RETRY_MS.first;
let attempt: Promise<void> | null = null;

/** One refresh: signed in, signed out (the server said there is no session) or offline (no answer). */
function attemptRestore(): Promise<void> {
  if (!attempt) {
    attempt = (async () => {
      try {
        const payload = await refreshSession();
        if (payload) await adopt(payload);
        else publish({ status: 'anonymous', user: null, profile: null });
        retryDelay = OFFLINE_RETRY_MS.first;
      } catch {
        authStore.clear();
        // a browser without the session hint has no session to keep: a visitor, whatever the API does
        if (!hasSessionHint()) {
          publish({ status: 'anonymous', user: null, profile: null });
          return;
        }
        // the API did not answer (a network error, a 5xx): the session may well be valid, so the
        // user is not signed out
        publish({ status: 'offline', user: null, profile: null });
        scheduleRetry();
      }
    })().finally(() => {
      attempt = null;
    });
  }
  return attempt;
}

function scheduleRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  const delay = retryDelay;
  retryDelay = Math.min(retryDelay * 2, OFFLINE_RETRY_MS.max);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (snapshot.status === 'offline') void attemptRestore();
  }, delay);
}

/** While offline: tries the refresh now (the notice's "Try again", the browser coming back online). */
export function retrySession(): Promise<void> {
  if (snapshot.status !== 'offline') return Promise.resolve();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  return attemptRestore();
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void retrySession());

/**
 * Restores the session on page load from the refresh cookie. Safe to call many times. Resolves
 * after the first answer (or its absence: then the store is 'offline' and keeps retrying).
 */
export function restoreSession(): Promise<void> {
  if (!restoring) restoring = attemptRestore();
  return restoring;
}

function stopRetrying(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryDelay = OFFLINE_RETRY_MS.first;
}

/** The right password of staff with two-factor sign-in: no session yet, the challenge for the next step. */
export interface SecondFactorRequired {
  /** code: a code from the authenticator app or a recovery code; setup: set the app up first */
  secondFactor: 'code' | 'setup';
  challenge: string;
  expiresAt: string;
}
export type LoginResult = { user: SessionUser; secondFactor?: undefined } | (SecondFactorRequired & { user?: undefined });

/** The password step: signed in, or (staff with a second factor) the challenge for the second step. */
export async function beginLogin(email: string, password: string): Promise<LoginResult> {
  const answer = await api.post<SessionPayload | SecondFactorRequired>('/auth/login', { email, password });
  if ('secondFactor' in answer) return answer;
  return { user: await adopt(answer) };
}

/** The password step for pages without a second step (the storefront): staff who owe one log in at the admin. */
export async function login(email: string, password: string): Promise<SessionUser> {
  const result = await beginLogin(email, password);
  if (result.user) return result.user;
  throw new ApiError(401, 'UNAUTHORIZED', SECOND_FACTOR_MSG.useAdminLogin);
}

/** The second step: a code from the authenticator app or a recovery code. */
export async function completeSecondFactor(challenge: string, code: string): Promise<SessionUser> {
  return adopt(await api.post<SessionPayload>('/auth/login/second-factor', { challenge, code }));
}

/** First sign-in of staff who must set the app up: the secret (QR code and text). */
export function startSecondFactorSetup(challenge: string): Promise<TotpEnrolment> {
  return api.post<TotpEnrolment>('/auth/login/second-factor/setup', { challenge });
}

/** The set-up's first code: two-factor sign-in is on, the session starts, the recovery codes come this once. */
export async function confirmSecondFactorSetup(challenge: string, code: string): Promise<{ user: SessionUser; recoveryCodes: string[] }> {
  const answer = await api.post<SessionPayload & { recoveryCodes: string[] }>('/auth/login/second-factor/setup/confirm', { challenge, code });
  return { user: await adopt(answer), recoveryCodes: answer.recoveryCodes };
}

export async function signup(input: SignupInput): Promise<SessionUser> {
  const payload = await api.post<SessionPayload>('/auth/signup', input);
  return adopt(payload);
}

/** How long a logout waits for the work registered with beforeLogout (offline, it must not hang). */
export const BEFORE_LOGOUT_WAIT_MS = 3000;
const logoutTasks = new Set<() => Promise<unknown>>();

/**
 * Work that needs the session and must happen before a logout ends it (the cart's last change
 * saved to the server). Each task gets at most BEFORE_LOGOUT_WAIT_MS; returns the unregister.
 */
export function beforeLogout(task: () => Promise<unknown>): () => void {
  logoutTasks.add(task);
  return () => logoutTasks.delete(task);
}

async function runLogoutTasks(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BEFORE_LOGOUT_WAIT_MS);
  });
  await Promise.race([Promise.allSettled([...logoutTasks].map((task) => task())), waited]);
  clearTimeout(timer);
}

export async function logout(): Promise<void> {
  try {
    await runLogoutTasks();
    await api.post<void>('/auth/logout');
  } finally {
    // signed out locally even when the server could not be reached; the cookie expires on its own
    authStore.clear();
    stopRetrying();
    publish({ status: 'anonymous', user: null, profile: null, signedOutFrom: typeof window === 'undefined' ? undefined : window.location.pathname });
  }
}

export async function reloadProfile(): Promise<Profile | null> {
  if (!authStore.get().user) return null;
  const profile = await api.get<Profile>('/me');
  publish({ ...snapshot, profile, user: snapshot.user ? { ...snapshot.user, plan: profile.plan, role: profile.role, name: profile.name } : snapshot.user });
  return profile;
}

/**
 * A fresh access token and profile now (e.g. after a plan was bought: the token carries the plan
 * the catalogue prices by, and would otherwise say the old one for up to 15 minutes).
 */
export async function renewSession(): Promise<void> {
  const payload = await refreshSession();
  if (payload) await adopt(payload);
}
