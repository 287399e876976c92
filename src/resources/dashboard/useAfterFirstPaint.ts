import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it and is idle: what is below the fold or heavy
 * (a chart and its library) renders then, as a transition, instead of lengthening the first render's task.
 */
export function useAfterFirstPaint() {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const ready = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(ready, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(ready, 1);
    return () => clearTimeout(handle);
  }, []);
  return isReady;
}
