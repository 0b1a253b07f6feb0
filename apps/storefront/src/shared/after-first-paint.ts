import { startTransition, useEffect, useState } from 'react';

/**
 * True from the frame after the component's first paint. A kit page renders its antd parts (below
 * the fold) only then, so on a slow phone their download and evaluation (antd is most of a page's
 * gzipped JS) compete neither with the page's first content for the CPU nor for the network:
 * Lighthouse counts what starts before the largest paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a timeout queued from an animation frame runs after that frame's paint
    const frame = requestAnimationFrame(() => {
      // as a transition: the parts it reveals render in slices between which the page stays responsive
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
