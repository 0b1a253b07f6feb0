// A demo login's cookies for a Playwright browser context (the refresh cookie, the session hint,
// the page cookie, the device), shared by the page benchmarks that drive Chromium through Playwright.
async function sessionCookies(api, web, email = process.env.BENCH_EMAIL || 'free@demo.pk', password = process.env.BENCH_PASSWORD || 'Demo@12345') {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.getSetCookie().map((raw) => {
    const [pair, ...attrs] = raw.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const cookiePath = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) || '/';
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: web.replace(/\/$/, '') + cookiePath, httpOnly: /httponly/i.test(raw), sameSite: 'Lax' };
  });
}

module.exports = { sessionCookies };
