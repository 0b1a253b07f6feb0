import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import '@resellpk/web-i18n';
import type { StoryView } from '@resellpk/contracts';
import { STORIES_KEY } from './stories-api';
import { StoriesPage } from './stories-page';

const render = (stories?: StoryView[]) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (stories) client.setQueryData(STORIES_KEY, stories);
  return renderToString(h(QueryClientProvider, { client }, h(MemoryRouter, null, h(StoriesPage))));
};

describe('StoriesPage', () => {
  it('shows its title and the way to add a story', () => {
    const html = render();
    expect(html).toContain('Reseller Stories');
    expect(html).toContain('Add story');
  });

  it('says there are none yet, and shows hidden stories as hidden', () => {
    expect(render([])).toContain('No stories yet');
    const story = { id: 'a', name: 'Ayesha', role: 'Home-based reseller', city: 'Lahore', quote: 'I sell to my family groups.', visible: false, position: 1, updatedAt: '2026-11-29T00:00:00Z' };
    const html = render([story]);
    expect(html).toContain('Home-based reseller, Lahore');
    expect(html).toContain('data-testid="story-hidden"');
    expect(html).toContain('Show');
  });
});
