import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiSignup } from '../helpers';

/**
 * Login CSRF (issue 33): a page on another site signs the visitor into the attacker's account,
 * so the visitor's top-ups, payout accounts and customers' addresses land there. The attacker's
 * page is served here from 127.0.0.1 on a port of its own: another site than the app's localhost,
 * as a browser sees it. Before the fix its auto-submitted form answered 200 and set the session.
 */
function attackerPages(target: string, email: string, password: string): (path: string) => string {
  const fields = `<input name="email" value="${email}"><input name="password" value="${password}">`;
  return (path) => {
    if (path === '/form') {
      // the classic: a form that submits itself as the page loads (a top-level POST navigation)
      return `<form method="post" action="${target}">${fields}</form><script>document.forms[0].submit()</script>`;
    }
    // the script variants: JSON (needs a CORS preflight) and a "simple" text/plain request (does not)
    return `<script>
      const body = JSON.stringify({ email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)} });
      window.results = Promise.all([
        fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body })
          .then((r) => 'json: ' + r.status, (e) => 'json: blocked (' + e.name + ')'),
        fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body })
          .then((r) => 'text: ' + r.type, (e) => 'text: blocked (' + e.name + ')'),
      ]);
    </script>`;
  };
}

test.describe('another site cannot sign a visitor in (login CSRF)', () => {
  let server: Server;
  let attackerOrigin: string;
  let page: (path: string) => string = () => '';

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Win a prize</title>${page(req.url ?? '/')}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("the attacker's auto-submitting form and scripts leave the visitor's browser without a session", async ({ browser, request, baseURL }) => {
    // the attacker's own account, with a password they know
    const attacker = await apiSignup(request, 'csrf');
    const loginUrl = new URL('/api/v1/auth/login', baseURL).href;
    page = attackerPages(loginUrl, attacker.email, attacker.password);

    // the visitor's browser: its own context, visiting the attacker's page
    const visitor = await browser.newContext();
    try {
      const tab = await visitor.newPage();
      const formAnswer = tab.waitForResponse((res) => res.url() === loginUrl && res.request().method() === 'POST');
      await tab.goto(`${attackerOrigin}/form`);
      const answer = await formAnswer;
      expect(answer.status()).toBe(415);
      expect(await answer.headerValue('set-cookie')).toBeNull();

      await tab.goto(`${attackerOrigin}/scripts`);
      const results = await tab.evaluate(() => (window as unknown as { results: Promise<string[]> }).results);
      // the JSON one never leaves the browser (CORS refuses the preflight); the text one is sent and
      // refused (415), its answer unreadable either way (opaque, or blocked by Cross-Origin-Resource-Policy)
      expect(results[0]).toBe('json: blocked (TypeError)');
      expect(results[1]).toMatch(/^text: (opaque|blocked)/);

      // nothing landed: no session cookie for the app, and the app itself finds no session
      const names = (await visitor.cookies()).map((c) => c.name);
      expect(names).not.toContain('rpk_refresh');
      expect(names).not.toContain('rpk_session');
      const app = await visitor.newPage();
      await app.goto('/');
      const refresh = await app.evaluate(() => fetch('/api/v1/auth/refresh', { method: 'POST', credentials: 'include' }).then((r) => r.status));
      expect(refresh).toBe(204);
    } finally {
      await visitor.close();
    }
  });

  test('the same login from the app itself works, and its refresh cookie is SameSite=Strict', async ({ browser, request }) => {
    const user = await apiSignup(request, 'csrf-own');
    const visitor = await browser.newContext();
    try {
      const app = await visitor.newPage();
      await app.goto('/');
      const status = await app.evaluate(
        ({ email, password }) =>
          fetch('/api/v1/auth/login', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) }).then((r) => r.status),
        { email: user.email, password: user.password },
      );
      expect(status).toBe(200);
      // every cookie of the context: these two are scoped to /api/v1/auth, not to the page's URL
      const cookies = await visitor.cookies();
      expect(cookies.find((c) => c.name === 'rpk_refresh')).toMatchObject({ sameSite: 'Strict', httpOnly: true, path: '/api/v1/auth' });
      expect(cookies.find((c) => c.name === 'rpk_device')).toMatchObject({ sameSite: 'Strict', httpOnly: true, path: '/api/v1/auth' });
    } finally {
      await visitor.close();
    }
  });
});
