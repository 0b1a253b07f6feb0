import { addPreloads, AFTER_PAINT_PRELOADS_ID, NO_FRAME_FALLBACK_MS, preloadAfterFirstPaint } from './after-paint-preloads';

interface FakeLink {
  rel: string;
  as: string;
  href: string;
}

/** Just what the module touches of a page: its list, the drawing, its script elements and head. */
function fakePage({ list, drawn = true, scripts = [] as string[] }: { list: string | null; drawn?: boolean; scripts?: string[] }) {
  const added: FakeLink[] = [];
  const doc = {
    baseURI: 'http://shop.test/products',
    scripts: scripts.map((src) => ({ src })),
    getElementById: (id: string) => {
      if (id === AFTER_PAINT_PRELOADS_ID) return list === null ? null : { textContent: list };
      if (id === 'first-paint') return drawn ? {} : null;
      return null;
    },
    createElement: () => ({ rel: '', as: '', href: '' }),
    head: { appendChild: (link: FakeLink) => added.push(link) },
  };
  return { doc: doc as unknown as Document, added };
}

describe('preloadAfterFirstPaint (a page the server drew)', () => {
  let frames: (() => void)[];
  const saved = { raf: globalThis.requestAnimationFrame, performance: globalThis.performance };
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    Object.assign(globalThis, {
      requestAnimationFrame: (cb: () => void) => frames.push(cb),
      performance: { getEntriesByType: () => [{ name: 'http://shop.test/done.js' }] },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(globalThis, { requestAnimationFrame: saved.raf, performance: saved.performance });
  });
  const paintFrame = () => frames.splice(0).forEach((cb) => cb());

  it('adds the listed preloads only after the first frame is painted, once', () => {
    const { doc, added } = fakePage({ list: JSON.stringify(['/a.js', 'http://cdn.test/remoteEntry.js']) });
    preloadAfterFirstPaint(doc);
    expect(added).toEqual([]);
    paintFrame();
    expect(added).toEqual([]); // the task queued by the frame runs after it
    jest.advanceTimersByTime(0);
    expect(added).toEqual([
      { rel: 'preload', as: 'script', href: 'http://shop.test/a.js' },
      { rel: 'preload', as: 'script', href: 'http://cdn.test/remoteEntry.js' },
    ]);
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS);
    expect(added).toHaveLength(2);
  });

  it('leaves out what main.js has requested by then (a script element, or a finished download) and repeats', () => {
    const list = ['/a.js', '/b.js', '/done.js', '/a.js'];
    const { doc, added } = fakePage({ list: JSON.stringify(list), scripts: ['http://shop.test/b.js'] });
    preloadAfterFirstPaint(doc);
    paintFrame();
    jest.advanceTimersByTime(0);
    expect(added.map((l) => l.href)).toEqual(['http://shop.test/a.js']);
  });

  it("waits for the browser's report of the first contentful paint where it has paint timing", () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const observed: unknown[] = [];
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(cb: typeof report) {
        report = cb;
      }
      observe(opts: unknown) {
        observed.push(opts);
      }
      disconnect = disconnect;
    }
    const saved = globalThis.PerformanceObserver;
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
    try {
      const { doc, added } = fakePage({ list: JSON.stringify(['/a.js']) });
      preloadAfterFirstPaint(doc);
      expect(observed).toEqual([{ type: 'paint', buffered: true }]);
      paintFrame();
      jest.advanceTimersByTime(0);
      expect(added).toEqual([]); // a frame is not enough: the paint must have been shown
      report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      expect(added).toEqual([]);
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(added.map((l) => l.href)).toEqual(['http://shop.test/a.js']);
      expect(disconnect).toHaveBeenCalled();
      jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS);
      expect(added).toHaveLength(1);
    } finally {
      Object.assign(globalThis, { PerformanceObserver: saved });
    }
  });

  it('adds them after a while in a tab that paints no frame', () => {
    const { doc, added } = fakePage({ list: JSON.stringify(['/a.js']) });
    preloadAfterFirstPaint(doc);
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS - 1);
    expect(added).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added.map((l) => l.href)).toEqual(['http://shop.test/a.js']);
  });

  it('adds them at once when the drawing is gone already (a stored cart: the scripts draw the page)', () => {
    const { doc, added } = fakePage({ list: JSON.stringify(['/a.js']), drawn: false });
    preloadAfterFirstPaint(doc);
    expect(added.map((l) => l.href)).toEqual(['http://shop.test/a.js']);
    expect(frames).toEqual([]);
  });

  it('does nothing on a page without the list, or with a damaged one', () => {
    for (const list of [null, '', '{"a":1}', '[1, 2]', 'not json']) {
      const { doc, added } = fakePage({ list });
      preloadAfterFirstPaint(doc);
      paintFrame();
      jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS);
      expect(added).toEqual([]);
    }
  });

  it('addPreloads resolves each URL against the page', () => {
    const { doc, added } = fakePage({ list: null });
    addPreloads(doc, ['chunk.js', '/root.js']);
    expect(added.map((l) => l.href)).toEqual(['http://shop.test/chunk.js', 'http://shop.test/root.js']);
  });
});
