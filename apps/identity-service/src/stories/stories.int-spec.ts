import { IdentitySubjects, type PublishedStory, type StoryView } from '@resellpk/contracts';
import { MAX_STORIES, MSG, STORY_MSG } from '@resellpk/domain';
import { DEMO_STORIES } from '../seed/demo-stories';
import { seedDemoData } from '../seed/seed-demo-data';
import { startIdentityHarness, type IdentityHarness } from '../testing/identity-harness';

describe('identity: the reseller stories staff keep', () => {
  let h: IdentityHarness;
  let asAdmin: { userId: string; role: 'admin' };
  beforeAll(async () => {
    h = await startIdentityHarness();
    const { user } = await h.signup();
    await h.makeRole(user.id, 'admin');
    asAdmin = { userId: user.id, role: 'admin' };
  });
  afterAll(async () => {
    await h?.close();
  });

  const story = (n: number) => ({ name: `Reseller ${n}`, role: 'Home-based reseller', city: 'Multan', quote: `Story number ${n}: I sell to my neighbours and family.` });
  const published = () => h.call<PublishedStory[]>(IdentitySubjects.listStories, {}, {});
  const all = () => h.call<StoryView[]>(IdentitySubjects.adminListStories, {}, asAdmin);
  const create = (n: number) => h.call<StoryView>(IdentitySubjects.createStory, story(n), asAdmin);
  const audit = (action: string) => h.service.dataSource.query(`SELECT actor_id, details FROM audit_log WHERE action = $1 ORDER BY created_at, id`, [action]);

  it('has none until staff add them (production ships no stories)', async () => {
    await expect(published()).resolves.toEqual([]);
  });

  it('staff add, edit, hide and reorder them; anyone sees the visible ones in that order; each change is audited', async () => {
    const a = await create(1);
    const b = await create(2);
    const c = await create(3);
    expect([a, b, c].map((s) => s.position)).toEqual([1, 2, 3]);
    expect((await published()).map((s) => s.name)).toEqual(['Reseller 1', 'Reseller 2', 'Reseller 3']);

    const edited = await h.call<StoryView>(IdentitySubjects.updateStory, { id: b.id, ...story(2), quote: '  I sell   to my hostel mates between classes.  ' }, asAdmin);
    expect(edited.quote).toBe('I sell to my hostel mates between classes.');
    await h.call(IdentitySubjects.setStoryVisible, { id: a.id, visible: false }, asAdmin);
    expect((await published()).map((s) => s.name)).toEqual(['Reseller 2', 'Reseller 3']);
    // hidden, still listed for staff
    expect((await all()).map((s) => [s.name, s.visible])).toEqual([['Reseller 1', false], ['Reseller 2', true], ['Reseller 3', true]]);

    const moved = await h.call<StoryView[]>(IdentitySubjects.moveStory, { id: c.id, direction: 'up' }, asAdmin);
    expect(moved.map((s) => [s.name, s.position])).toEqual([['Reseller 1', 1], ['Reseller 3', 2], ['Reseller 2', 3]]);
    // at the top, up moves nothing
    expect((await h.call<StoryView[]>(IdentitySubjects.moveStory, { id: a.id, direction: 'up' }, asAdmin)).map((s) => s.name)).toEqual(['Reseller 1', 'Reseller 3', 'Reseller 2']);
    expect((await published()).map((s) => s.name)).toEqual(['Reseller 3', 'Reseller 2']);
    // what anyone sees carries no staff fields
    expect(Object.keys((await published())[0]).sort()).toEqual(['city', 'id', 'name', 'quote', 'role']);

    expect(await audit('content.story_created')).toHaveLength(3);
    expect(await audit('content.story_changed')).toEqual([{ actor_id: asAdmin.userId, details: expect.objectContaining({ storyId: b.id, before: expect.objectContaining({ quote: story(2).quote }), after: expect.objectContaining({ quote: edited.quote }) }) }]);
    expect(await audit('content.story_hidden')).toHaveLength(1);
    expect(await audit('content.story_moved')).toHaveLength(1);
  });

  it('refuses bad input, unknown stories and anyone but admins, changing nothing', async () => {
    const before = await all();
    expect(await h.callError(IdentitySubjects.createStory, { ...story(9), quote: 'short' }, asAdmin)).toEqual({ code: 'VALIDATION', message: STORY_MSG.quoteRequired, field: 'quote' });
    expect(await h.callError(IdentitySubjects.updateStory, { id: '00000000-0000-4000-8000-000000000000', ...story(9) }, asAdmin)).toMatchObject({ code: 'NOT_FOUND', message: STORY_MSG.notFound });
    expect(await h.callError(IdentitySubjects.moveStory, { id: before[0].id, direction: 'sideways' }, asAdmin)).toMatchObject({ code: 'VALIDATION' });
    const { user } = await h.signup();
    expect(await h.callError(IdentitySubjects.createStory, story(9), { userId: user.id, role: 'reseller' })).toMatchObject({ code: 'FORBIDDEN', message: MSG.adminRequired });
    expect(await h.callError(IdentitySubjects.adminListStories, {}, { userId: user.id, role: 'reseller' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await all()).toEqual(before);
  });

  it(`concurrent additions each get their own place, up to ${MAX_STORIES}`, async () => {
    const results = await Promise.allSettled(Array.from({ length: MAX_STORIES }, (_, i) => create(100 + i)));
    const stories = await all();
    expect(stories).toHaveLength(MAX_STORIES);
    expect(stories.map((s) => s.position)).toEqual(Array.from({ length: MAX_STORIES }, (_, i) => i + 1));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.length).toBe(results.length - (MAX_STORIES - 3));
    for (const r of refused) expect(r.reason.error).toEqual({ code: 'CONFLICT', message: STORY_MSG.tooMany });
  });

  it('the demo data adds its example stories only while there are none', async () => {
    await seedDemoData(h.service.dataSource);
    // the stories above stay as they are
    expect((await all()).some((s) => s.name.startsWith('Example:'))).toBe(false);
    await h.service.dataSource.query(`DELETE FROM stories`);
    await seedDemoData(h.service.dataSource);
    expect((await published()).map((s) => s.name)).toEqual(DEMO_STORIES.map((s) => s.name));
    for (const s of DEMO_STORIES) expect(s.quote).toContain('example');
  });
});
