import { leadImageOf } from './lead-image';

describe('the lead image of a drawing', () => {
  it('is the first image React marked fetchpriority high, its src as written', () => {
    const markup =
      '<img src="/logo.svg" alt=""/><img src="/api/media/p/1-card.webp?v=1&amp;x=2" alt="Power Bank" loading="eager" fetchPriority="high" width="320"/>' +
      '<img src="/api/media/p/2-card.webp" fetchPriority="high"/>';
    expect(leadImageOf(markup)).toBe('/api/media/p/1-card.webp?v=1&amp;x=2');
  });

  it('is none on a page without such an image', () => {
    expect(leadImageOf('<h2>Login</h2><img src="/a.webp" loading="lazy"/>')).toBeNull();
  });
});
