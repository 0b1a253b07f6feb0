import { STORY_LIMITS, STORY_MSG, validateStory } from './story-rules';

const good = { name: 'Ayesha Siddiqui', role: 'Home-based reseller', city: 'Lahore', quote: 'I share kitchen items in my family groups every week.' };

describe('a reseller story', () => {
  it('is trimmed, with runs of spaces made one', () => {
    expect(validateStory({ ...good, name: '  Ayesha   Siddiqui ', extra: 'dropped' })).toEqual({ ok: true, value: good });
  });

  it('refuses the first field out of its limits, in the form order, with its message', () => {
    expect(validateStory({ ...good, name: 'A' })).toEqual({ ok: false, field: 'name', message: STORY_MSG.nameRequired });
    expect(validateStory({ ...good, role: 7 })).toEqual({ ok: false, field: 'role', message: STORY_MSG.roleRequired });
    expect(validateStory({ ...good, city: 'x'.repeat(STORY_LIMITS.city.max + 1) })).toEqual({ ok: false, field: 'city', message: STORY_MSG.cityRequired });
    expect(validateStory({ ...good, quote: 'Too short.' })).toEqual({ ok: false, field: 'quote', message: STORY_MSG.quoteRequired });
    expect(validateStory({ ...good, quote: 'x'.repeat(STORY_LIMITS.quote.max) }).ok).toBe(true);
    expect(validateStory(null)).toMatchObject({ ok: false, field: 'name' });
  });
});
