import { useEffect } from 'react';
import { ACTIVITY_EVENTS, HEARTBEAT_INTERVAL_MS, sessionTick } from './session-keeper.ts';

/** Posts the logout form (the same as the account page's button), so the API ends the session too. */
function logOut() {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/logout';
  document.body.append(form);
  form.submit();
}

/**
 * Mounted in the shell while a customer is signed in: the heartbeat every 60 s while they are active, and the
 * logout once they have been idle for the session timeout (see session-keeper.ts). A heartbeat that finds the
 * session over (401) reloads the page, which then shows the signed-out state.
 */
export function SessionKeeper({ timeoutSeconds }: { timeoutSeconds: number }) {
  useEffect(() => {
    let lastActive = Date.now();
    // Once the page logs out, a heartbeat still on its way must not reload the page over the logout.
    let leaving = false;
    const mark = () => {
      lastActive = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, mark, { passive: true });
    const timer = window.setInterval(() => {
      const tick = sessionTick(Date.now() - lastActive, timeoutSeconds);
      if (leaving) return;
      if (tick === 'logout') {
        leaving = true;
        window.clearInterval(timer);
        logOut();
      } else if (tick === 'heartbeat') {
        void fetch('/heartbeat', { credentials: 'same-origin', cache: 'no-store' })
          .then((res) => {
            if (res.status === 401 && !leaving) {
              leaving = true;
              window.location.reload();
            }
          })
          .catch(() => undefined);
      }
    }, HEARTBEAT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, mark);
    };
  }, [timeoutSeconds]);
  return null;
}
