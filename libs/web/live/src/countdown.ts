import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline`, ticking every second (spec: countdown tick 1 s); null without one. */
export function useCountdown(deadline: string | null | undefined): number | null {
  const target = deadline ? new Date(deadline).getTime() : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(target)) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [target]);
  return Number.isFinite(target) ? Math.max(0, target - now) : null;
}
