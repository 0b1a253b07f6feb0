import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Profile, SessionUser } from '@resellpk/contracts';
import { login, logout, reloadProfile, restoreSession, sessionStore, signup, type SignupInput, type SessionStatus } from './session-store';

export interface SessionApi {
  status: SessionStatus;
  user: SessionUser | null;
  profile: Profile | null;
  signedOutFrom?: string;
  login(email: string, password: string): Promise<SessionUser>;
  signup(input: SignupInput): Promise<SessionUser>;
  logout(): Promise<void>;
  reloadProfile(): Promise<Profile | null>;
}

/** Starts the silent refresh once; the state itself is the module-level store, not React context. */
export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void restoreSession();
  }, []);
  return <>{children}</>;
}

export function useSession(): SessionApi {
  const snap = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  return { ...snap, login, signup, logout, reloadProfile };
}
