export { SessionProvider, useSession, type SessionApi } from './session-context';
export { RequireAuth, type RequireAuthProps } from './require-auth';
export { homeFor, isStaff } from './home-for';
export {
  sessionStore,
  restoreSession,
  assumeVisitor,
  readSessionOfDrawing,
  login,
  beginLogin,
  completeSecondFactor,
  startSecondFactorSetup,
  confirmSecondFactorSetup,
  signup,
  logout,
  beforeLogout,
  reloadProfile,
  renewSession,
  retrySession,
  type SessionSnapshot,
  type SessionStatus,
  type SignupInput,
  type LoginResult,
  type SecondFactorRequired,
} from './session-store';
