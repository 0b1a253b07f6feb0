import * as http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
  /** No answer at all (connection refused or reset before a status line, or the time limit) */
  error?: string;
}

export interface Request {
  method: string;
  /** Path and query exactly as sent: node:http does not normalise `..` or re-encode anything */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * Raw HTTP requests to the gateway over a keep-alive pool, timed from the first byte sent to
 * the last byte received. node:http rather than Playwright's client: that one normalises the URL.
 */
export function createSender(baseUrl: string, sockets: number, timeoutMs: number) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (req: Request): Promise<Answer> =>
    new Promise((resolve) => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      let settled = false;
      const finish = (answer: Answer) => {
        if (!settled) {
          settled = true;
          resolve(answer);
        }
      };
      const outgoing = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.target,
          headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: ms() }));
          res.on('error', (err) => finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: ms(), error: err.message }));
        },
      );
      outgoing.on('timeout', () => {
        outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`));
      });
      // a server that answers (413) before reading a large body may close the socket while it is
      // still being written: the answer already received counts, the write error does not
      outgoing.on('error', (err) => finish({ status: 0, headers: {}, body: Buffer.alloc(0), ms: ms(), error: err.message }));
      outgoing.end(req.body);
    });
  return { send, close: () => agent.destroy() };
}
