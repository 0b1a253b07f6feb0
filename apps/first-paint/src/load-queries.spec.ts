import { QueryClient } from '@tanstack/react-query';
import { loadRenderedQueries } from './load-queries';

/** A query as a render leaves it in the cache: built from the hook's options, not fetched. */
function asked(client: QueryClient, key: string, queryFn: () => Promise<unknown>, extra: Record<string, unknown> = {}) {
  return client.getQueryCache().build(client, { queryKey: [key], queryFn, ...extra });
}

describe('loadRenderedQueries', () => {
  it('fetches what the render asked for, answers kept from earlier included, and skips disabled ones', async () => {
    const client = new QueryClient();
    const disabled = jest.fn(async () => 'never');
    asked(client, 'products', async () => ['fresh']);
    asked(client, 'gifts', async () => ['new gifts'], { initialData: ['gifts from an hour ago'], initialDataUpdatedAt: Date.now() - 3_600_000 });
    asked(client, 'favorites', disabled, { enabled: false });
    expect(await loadRenderedQueries(client)).toBe(true);
    expect(client.getQueryData(['products'])).toEqual(['fresh']);
    expect(client.getQueryData(['gifts'])).toEqual(['new gifts']);
    expect(disabled).not.toHaveBeenCalled();
  });

  it('says so when one failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    asked(client, 'products', async () => ['fresh']);
    asked(client, 'product', async () => {
      throw new Error('404');
    });
    expect(await loadRenderedQueries(client)).toBe(false);
  });
});
