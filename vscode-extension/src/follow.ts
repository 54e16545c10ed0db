// When the ownership graph panel asks the server again as the cursor moves
// or the text changes. No `vscode` import: plain LSP-shaped positions.

export interface Pos {
  line: number;
  character: number;
}

export interface Span {
  start: Pos;
  end: Pos;
}

/** What the panel shows (or last asked for). */
export interface Shown {
  uri: string;
  version: number;
  /** the function's name, or null when the cursor was in no function */
  function: string | null;
  /** the function's range (from the answer), when it had one */
  range: Span | null;
  /** where the cursor was when it was asked */
  position: Pos;
}

export function before(a: Pos, b: Pos): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

export function contains(r: Span, p: Pos): boolean {
  return !before(p, r.start) && !before(r.end, p);
}

/**
 * Whether the cursor at `pos` in `uri` at `version` needs a new request:
 * only when the document, its version or the function under the cursor
 * changed. Outside every known function (the last answer had none), the
 * server is asked again only when the cursor moved to another line.
 */
export function needsRequest(shown: Shown | undefined, uri: string, version: number, pos: Pos): boolean {
  if (!shown || shown.uri !== uri || shown.version !== version) return true;
  if (shown.range) return !contains(shown.range, pos);
  return shown.function !== null || shown.position.line !== pos.line;
}

/** A function call that waits until `ms` passed without another call. */
export function debounce<A extends unknown[]>(ms: number, f: (...args: A) => void): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      f(...args);
    }, ms);
  };
  run.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}
