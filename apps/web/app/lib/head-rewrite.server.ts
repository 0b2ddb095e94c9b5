/**
 * The page's module preloads at low fetch priority (decision 059). React Router writes one
 * `<link rel="modulepreload">` into the head for each of the ~25 scripts a page hydrates with, at the priority
 * the browser gives scripts ("High"). The page is rendered on the server and its style sheet is all its first
 * paint needs, so the scripts should not compete with it or with the images in view. `fetchpriority="low"`
 * tells the browser that.
 *
 * React Router offers no way to set an attribute on those links. So the answer's bytes are held until the head
 * has been written, the attribute is added there, and everything after the head passes through untouched.
 */
import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/** Adds `fetchpriority="low"` to every module preload link of a head (an HTML fragment up to `</head>`). */
export function lowPriorityModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A stream of an HTML page that passes `rewrite` the page up to and including `</head>`, once, and every byte
 * after it unchanged. A page without `</head>` is passed through whole at its end, unchanged.
 */
export function headRewriter(rewrite: (head: string) => string, onFinal?: () => void): Transform {
  // Everything before `</head>` seen so far; `null` once the head has been rewritten.
  let pending: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (pending === null) {
        callback(null, bytes);
        return;
      }
      // `</head>` may straddle two chunks: the search covers everything held so far.
      const all = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
      const at = all.indexOf(HEAD_END);
      if (at < 0) {
        pending = all;
        callback();
        return;
      }
      pending = null;
      const end = at + HEAD_END.length;
      this.push(Buffer.from(rewrite(all.subarray(0, end).toString('utf8'))));
      if (end < all.length) this.push(all.subarray(end));
      callback();
    },
    flush(callback: TransformCallback) {
      onFinal?.();
      callback(null, pending === null || pending.length === 0 ? undefined : pending);
    },
  });
}
