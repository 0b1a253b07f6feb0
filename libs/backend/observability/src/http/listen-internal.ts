import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on an internal port: the services' health server, the gateway's and web server's metrics server. */
export interface InternalServer {
  port: number;
  server: Server;
  /** ends open connections (a keep-alive scraper's too), so a shutdown does not wait on them */
  close(): Promise<void>;
}

export interface ListenInternalOptions {
  /** let the process exit while this server listens (a scrape in flight must not hold it open) */
  unref?: boolean;
}

/**
 * Listens on `port` (0 picks a free one) at `host` with `handle` for GET and HEAD; every other
 * method is a 405, since these ports only ever answer probes and scrapes. Resolves once listening,
 * rejects when the port cannot be had.
 */
export function listenInternal(
  port: number,
  host: string,
  handle: (req: IncomingMessage, res: ServerResponse, path: string) => void,
  { unref = false }: ListenInternalOptions = {},
): Promise<InternalServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    handle(req, res, (req.url ?? '').split('?')[0]);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      if (unref) server.unref();
      resolve({
        port: (server.address() as AddressInfo).port,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
