/**
 * A stream that rewrites an HTML page at a few known places and passes every other byte through untouched
 * (decision 060 uses it to load the page's scripts after its first paint).
 *
 * Each cut names the markers that end it, in order (`['type="module"', '</script>']`: the first `</script>` after
 * `type="module"`), and optionally where it starts: the last `from` before its first marker (without `from`, it
 * starts where the previous cut ended). The cut's text goes to its `rewrite`; the bytes before it pass through as
 * they are. Cuts are found in order, each once; after the last one the stream only passes bytes on. Bytes are held
 * only while a cut is being looked for, and a page in which one is missing is passed on whole, unchanged from that
 * cut on, at its end. Markers and `from` are ASCII, so a multi-byte character split between chunks stays whole.
 */
import { Transform, type TransformCallback } from 'node:stream';

export type HtmlCut = {
  markers: readonly string[];
  from?: string;
  rewrite: (text: string) => string;
};

export function htmlCuts(cuts: readonly HtmlCut[], onFinal?: () => void): Transform {
  const stages = cuts.map((cut) => ({
    cut,
    markers: cut.markers.map((marker) => Buffer.from(marker)),
    from: cut.from === undefined ? undefined : Buffer.from(cut.from),
  }));
  let stage = 0;
  let marker = 0;
  /** The bytes held while the current cut is looked for, and how many there are. */
  let held: Buffer[] = [];
  let heldLength = 0;
  /** Where the current cut's first marker starts, counted from the first held byte. */
  let firstMarkerAt = -1;
  /** Where the search for the current marker goes on (earlier bytes cannot start it). */
  let searchFrom = 0;

  /** The held bytes from `offset` on, as one buffer: at most a marker's length of earlier chunks is copied. */
  function heldFrom(offset: number): Buffer {
    let first = held.length;
    let start = heldLength;
    while (first > 0 && start > offset) {
      first -= 1;
      start -= (held[first] as Buffer).length;
    }
    const parts = held.slice(first);
    if (parts.length === 0) return Buffer.alloc(0);
    parts[0] = (parts[0] as Buffer).subarray(offset - start);
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }

  function take(bytes: Buffer, push: (chunk: Buffer) => void): void {
    held.push(bytes);
    heldLength += bytes.length;
    while (stage < stages.length) {
      const { cut, markers, from } = stages[stage] as (typeof stages)[number];
      while (marker < markers.length) {
        const wanted = markers[marker] as Buffer;
        const at = heldFrom(searchFrom).indexOf(wanted);
        if (at < 0) {
          // A marker may straddle this chunk and the next: its first bytes may be the last ones held.
          searchFrom = Math.max(searchFrom, heldLength - wanted.length + 1);
          return;
        }
        if (marker === 0) firstMarkerAt = searchFrom + at;
        searchFrom += at + wanted.length;
        marker += 1;
      }
      const all = Buffer.concat(held, heldLength);
      const start = from === undefined ? 0 : Math.max(0, all.lastIndexOf(from, firstMarkerAt));
      if (start > 0) push(all.subarray(0, start));
      push(Buffer.from(cut.rewrite(all.subarray(start, searchFrom).toString('utf8'))));
      const rest = all.subarray(searchFrom);
      held = rest.length > 0 ? [rest] : [];
      heldLength = rest.length;
      stage += 1;
      marker = 0;
      firstMarkerAt = -1;
      searchFrom = 0;
    }
    for (const chunk of held) push(chunk);
    held = [];
    heldLength = 0;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      take(typeof chunk === 'string' ? Buffer.from(chunk) : chunk, (bytes) => this.push(bytes));
      callback();
    },
    flush(callback: TransformCallback) {
      onFinal?.();
      callback(null, heldLength === 0 ? undefined : Buffer.concat(held, heldLength));
    },
  });
}
