// The query of a `bufls-ir:` URI (one stage of "IR after each pass"). No `vscode` import.
//
//   bufls-ir:/<name>/<index>-<pass>.mlir?source=<src uri>&version=<n>&scope=<scope>&function=<@f or empty>&index=<i>

export const IR_SCHEME = 'bufls-ir';

export type IrScope = 'function' | 'file';

export interface IrQuery {
  /** the source document's URI, as the server spells it */
  source: string;
  /** the document version the stages were made for (null: the server did not know it) */
  version: number | null;
  scope: IrScope;
  /** `@f`, or null for the whole file */
  function: string | null;
  index: number;
}

const KEYS = ['source', 'version', 'scope', 'function', 'index'] as const;

function fromPairs(get: (key: string) => string | undefined): IrQuery | undefined {
  const source = get('source');
  const v = get('version');
  const version = v ? Number(v) : null;
  const i = get('index');
  const index = i ? Number(i) : NaN;
  const scope = get('scope') === 'file' ? 'file' : 'function';
  if (!source || (version !== null && !Number.isInteger(version)) || !Number.isInteger(index) || index < 0) return undefined;
  const fn = get('function');
  return { source, version, scope, function: fn ? fn : null, index };
}

/** The query as the server wrote it (still URL-encoded). */
export function parseRawIrQuery(rawQuery: string): IrQuery | undefined {
  const params = new URLSearchParams(rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery);
  return fromPairs((k) => params.get(k) ?? undefined);
}

/** The query of the URI string as the server wrote it (`bufls-ir:/...?...`). */
export function parseIrUriString(uri: string): IrQuery | undefined {
  const q = uri.indexOf('?');
  if (q < 0) return undefined;
  const hash = uri.indexOf('#', q);
  return parseRawIrQuery(uri.slice(q + 1, hash < 0 ? undefined : hash));
}

/**
 * The query as `vscode.Uri.query` gives it: already percent-decoded, so a
 * `&` inside the source URI cannot be told from a separator. Split only
 * before the five known keys.
 */
export function parseDecodedIrQuery(decoded: string): IrQuery | undefined {
  const parts = decoded.split(new RegExp(`&(?=(?:${KEYS.join('|')})=)`));
  const map = new Map<string, string>();
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return fromPairs((k) => map.get(k));
}

/** The `bufls/irDocument` request for one stage. */
export function irDocumentRequest(q: IrQuery): object {
  return {
    textDocument: { uri: q.source },
    scope: q.scope,
    function: q.function,
    index: q.index,
    version: q.version,
  };
}

export interface Stage {
  index: number;
  pass: string;
  title: string;
  uri: string;
}

/** The stage a diff compares `from` with by default: the next one. */
export function nextStage(stages: Stage[], from: Stage): Stage | undefined {
  const i = stages.findIndex((s) => s.index === from.index);
  return i >= 0 ? stages[i + 1] : undefined;
}
