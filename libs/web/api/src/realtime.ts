import type { Socket } from 'socket.io-client';
import { authStore } from './auth-store';

let socket: Socket | null = null;
let boundToken: string | null = null;

/**
 * One socket.io connection per page, authenticated with the current access token. The auth is a
 * callback so every reconnect sends the latest (refreshed) token; a new login reconnects.
 * The client library is imported on first use: visitors who never need live updates do not
 * download it (first-visit budget, docs/web-performance.md).
 */
export async function realtime(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const token = authStore.get().accessToken;
  if (socket && boundToken !== token) {
    socket.disconnect();
    socket = null;
  }
  if (!socket) {
    boundToken = token;
    socket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: (cb) => cb({ token: authStore.get().accessToken }),
    });
  }
  return socket;
}

/** Closes the connection (logout). */
export function closeRealtime(): void {
  socket?.disconnect();
  socket = null;
  boundToken = null;
}
