export { api, type RequestOptions } from './client';
export { ApiError, isApiError } from './api-error';
export { serverMessage } from './server-message';
export { authStore, getAccessToken, readAuthOfDrawing, type AuthState } from './auth-store';
export { refreshSession, type SessionPayload } from './refresh';
export { hasSessionHint } from './early-refresh';
export { API_BASE, apiUrl, setApiOrigin } from './config';
export { attemptStore, newAttemptKey } from './attempt-key';
