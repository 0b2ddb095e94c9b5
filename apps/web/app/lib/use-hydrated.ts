import { useEffect, useState } from 'react';

/** True once React runs in the browser: script-only controls appear and rules apply live. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
