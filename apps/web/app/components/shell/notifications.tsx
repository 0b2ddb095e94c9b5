import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The notifications stack (spec 2 §2): at the bottom of the screen, or above the page on a phone. A notice
 * flagged isAutoDismissed goes away after 10 seconds; others stay until dismissed. Features raise notices with
 * useNotify().
 */
export const AUTO_DISMISS_MS = 10_000;

export type NotificationAction = { id: string; text: string; link?: string };
export type Notification = {
  id: string;
  title: string;
  message?: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  actions?: NotificationAction[];
  isAutoDismissed?: boolean;
};

type NotifyInput = Omit<Notification, 'id'> & { id?: string };
type NotificationsApi = { notify: (n: NotifyInput) => string; dismiss: (id: string) => void };

const NotificationsContext = createContext<NotificationsApi | null>(null);
const ShownContext = createContext<{ items: Notification[]; dismiss: (id: string) => void }>({
  items: [],
  dismiss: () => {},
});

export function useNotify(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return api;
}

let counter = 0;

/**
 * `incoming` is a notice the server sent with the page (after a redirect: signed in, signed out…). It is in
 * the first render, so it shows without JavaScript, and is added when a later navigation brings a new one.
 */
export function NotificationsProvider({
  children,
  incoming,
}: {
  children: ReactNode;
  incoming?: Notification | null;
}) {
  const [items, setItems] = useState<Notification[]>(() => (incoming ? [incoming] : []));
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    const t = timers.current.get(id);
    if (t) clearTimeout(t);
    timers.current.delete(id);
    setItems((list) => list.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (input: NotifyInput) => {
      counter += 1;
      const id = input.id ?? `notice-${counter}`;
      setItems((list) => [...list.filter((n) => n.id !== id), { ...input, id }]);
      if (input.isAutoDismissed) {
        const existing = timers.current.get(id);
        if (existing) clearTimeout(existing);
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), AUTO_DISMISS_MS),
        );
      }
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    if (!incoming) return;
    const { id: _id, ...rest } = incoming;
    notify({ ...rest, id: incoming.id });
  }, [incoming, notify]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const t of all.values()) clearTimeout(t);
    };
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  const shown = useMemo(() => ({ items, dismiss }), [items, dismiss]);
  return (
    <NotificationsContext.Provider value={api}>
      <ShownContext.Provider value={shown}>{children}</ShownContext.Provider>
    </NotificationsContext.Provider>
  );
}

/**
 * Where the shell shows the notices: on a phone in the page's flow, above the page, so a notice never covers
 * the page's buttons; from the small breakpoint up, stacked at the bottom right over the page.
 */
export function Notifications() {
  const { items, dismiss } = useContext(ShownContext);
  return <NotificationStack items={items} onDismiss={dismiss} />;
}

const TONE: Record<NonNullable<Notification['tone']>, string> = {
  info: 'border-action-secondary',
  success: 'border-success',
  warning: 'border-warning',
  error: 'border-error',
};

function NotificationStack({ items, onDismiss }: { items: Notification[]; onDismiss: (id: string) => void }) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      data-testid="notifications"
      className="pointer-events-none z-50 flex flex-col items-center gap-2 px-4 pt-4 empty:p-0 sm:fixed sm:inset-x-0 sm:bottom-0 sm:items-end sm:p-4 sm:empty:p-0"
    >
      {items.map((n) => (
        <div
          key={n.id}
          role={n.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto w-full max-w-sm rounded-theme border-l-4 bg-white p-4 shadow-theme ring-1 ring-black/5 ${TONE[n.tone ?? 'info']}`}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="font-semibold">{n.title}</p>
              {n.message ? <p className="mt-1 text-sm text-mono/80">{n.message}</p> : null}
              {n.actions?.length ? (
                <p className="mt-2 flex gap-3 text-sm">
                  {n.actions.map((a) =>
                    a.link ? (
                      <a key={a.id} href={a.link} className="font-semibold text-action-secondary underline">
                        {a.text}
                      </a>
                    ) : null,
                  )}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onDismiss(n.id)}
              className="rounded p-1 text-mono/70 hover:bg-black/5 hover:text-mono"
              aria-label={`Dismiss notification: ${n.title}`}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
