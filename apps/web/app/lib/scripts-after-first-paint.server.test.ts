import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.server.ts';

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js?v=1&amp;w=2" nonce="abc=="/></head>';
const MODULE_SOURCE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");';
const SCRIPT = `<script nonce="abc==" type="module" async="">${MODULE_SOURCE}</script>`;

type Element = { tag: string; [key: string]: unknown };

type Observer = {
  callback: (list: unknown, observer: unknown) => void;
  options: unknown;
  disconnected: boolean;
};

/** Runs the loader script in a stand-in browser and returns what it added to the head, its observers and timers. */
function runLoader(script: string, browser: { visibilityState: 'visible' | 'hidden'; paintTiming: boolean }) {
  const added: Element[] = [];
  const observers: Observer[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintTiming ? ['paint', 'resource'] : ['resource'];
    readonly observer: Observer;
    constructor(callback: Observer['callback']) {
      this.observer = { callback, options: undefined, disconnected: false };
      observers.push(this.observer);
    }
    observe(options: unknown) {
      this.observer.options = options;
    }
    disconnect() {
      this.observer.disconnected = true;
    }
  }
  const document = {
    visibilityState: browser.visibilityState,
    currentScript: { nonce: 'abc==' },
    head: { append: (element: Element) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
  };
  const source = /^<script nonce="abc==">([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (source === undefined) throw new Error(`not a classic script with the nonce: ${script}`);
  runInNewContext(source, {
    document,
    window: { PerformanceObserver },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  /** The browser reports paint entries of these names to every observer. */
  const paint = (...names: string[]) => {
    for (const observer of observers) {
      const list = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
      observer.callback(list, {
        disconnect: () => {
          observer.disconnected = true;
        },
      });
    }
  };
  return { added, observers, timers, paint };
}

describe('scriptsAfterFirstPaint', () => {
  const [head, script] = scriptsAfterFirstPaint();
  const headOut = head?.rewrite(HEAD) ?? '';
  const loader = script?.rewrite(SCRIPT) ?? '';

  it('takes the module preloads out of the head and leaves everything else', () => {
    expect(headOut).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head>',
    );
  });

  it('replaces the module script with a classic script that cannot be closed early by what it carries', () => {
    expect(loader).not.toContain('type="module"');
    expect(loader.indexOf('</script>')).toBe(loader.length - '</script>'.length);
    const nasty = scriptsAfterFirstPaint()[1]?.rewrite('<script type="module">x("</script><!--")</script>');
    expect(nasty?.match(/<\/script>/g)).toHaveLength(1);
    expect(nasty).not.toContain('<!--');
  });

  const expected = [
    { tag: 'link', rel: 'modulepreload', href: '/assets/manifest-1.js', nonce: 'abc==' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-2.js?v=1&w=2', nonce: 'abc==' },
    { tag: 'script', type: 'module', nonce: 'abc==', textContent: MODULE_SOURCE },
  ];

  it('adds the same preloads and then the same module script, with the nonce, after the first contentful paint', () => {
    const { added, observers, timers, paint } = runLoader(loader, {
      visibilityState: 'visible',
      paintTiming: true,
    });
    expect(added).toEqual([]);
    expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(added).toEqual(expected);
    expect(observers[0]?.disconnected).toBe(true);
    // The fallback finds the scripts started and adds nothing more.
    for (const timer of timers) timer.run();
    expect(added).toEqual(expected);
  });

  it('starts the scripts after two seconds when no paint is reported', () => {
    const { added, timers } = runLoader(loader, { visibilityState: 'visible', paintTiming: true });
    expect(timers.map((timer) => timer.ms)).toEqual([2000]);
    timers[0]?.run();
    expect(added).toEqual(expected);
  });

  it('starts the scripts at once in a tab that is not being painted, or without paint timing', () => {
    for (const browser of [
      { visibilityState: 'hidden', paintTiming: true },
      { visibilityState: 'visible', paintTiming: false },
    ] as const) {
      const { added, observers } = runLoader(loader, browser);
      expect(observers).toEqual([]);
      expect(added).toEqual(expected);
    }
  });

  it('leaves a script it cannot read as it is, with the preloads it took from the head beside it', () => {
    const [otherHead, otherScript] = scriptsAfterFirstPaint();
    otherHead?.rewrite(HEAD);
    expect(otherScript?.rewrite('<p>type="module"</script>')).toBe(
      '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc=="/>' +
        '<link rel="modulepreload" href="/assets/entry.client-2.js?v=1&amp;w=2" nonce="abc=="/>' +
        '<p>type="module"</script>',
    );
  });
});
