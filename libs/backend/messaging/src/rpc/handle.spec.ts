import { getCorrelationId } from '@resellpk/backend-logging';
import { handle, INTERNAL_ERROR_MESSAGE, setHandleLogger } from './handle';
import { fail, ServiceFailure } from './service-failure';

describe('handle', () => {
  const logged: unknown[] = [];
  beforeAll(() => {
    setHandleLogger({ error: (obj: unknown) => logged.push(obj), warn: () => undefined } as never);
  });

  it('wraps a result in ok:true', async () => {
    await expect(handle(async () => ({ id: 1 }))).resolves.toEqual({ ok: true, data: { id: 1 } });
    await expect(handle(() => 'sync')).resolves.toEqual({ ok: true, data: 'sync' });
  });

  it('returns the typed error of a ServiceFailure, with its field', async () => {
    await expect(handle(() => fail('VALIDATION', 'Phone number is invalid', 'phone'))).resolves.toEqual({
      ok: false,
      error: { code: 'VALIDATION', message: 'Phone number is invalid', field: 'phone' },
    });
    await expect(handle(async () => { throw new ServiceFailure('NOT_FOUND', 'User not found'); })).resolves.toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'User not found' },
    });
  });

  it('hides unexpected errors behind INTERNAL and logs them', async () => {
    logged.length = 0;
    const reply = await handle(async () => {
      throw new Error('relation "users" does not exist');
    });
    expect(reply).toEqual({ ok: false, error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } });
    expect(INTERNAL_ERROR_MESSAGE).toBe('Something went wrong. Please try again.');
    expect(logged).toHaveLength(1);
  });

  it('answers a transient database failure (deadlock, pool wait ran out) as UNAVAILABLE, not INTERNAL', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    for (const error of [deadlock, poolTimeout]) {
      const reply = await handle(async () => {
        throw error;
      });
      expect(reply).toEqual({ ok: false, error: { code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' } });
    }
    // a bug is still INTERNAL
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(handle(async () => { throw syntax; })).resolves.toMatchObject({ error: { code: 'INTERNAL' } });
  });

  it('runs inside the caller correlation id when given the ctx', async () => {
    const reply = await handle(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return getCorrelationId();
    }, { correlationId: 'corr-123' });
    expect(reply).toEqual({ ok: true, data: 'corr-123' });
    await expect(handle(() => getCorrelationId())).resolves.toEqual({ ok: true, data: undefined });
  });
});
