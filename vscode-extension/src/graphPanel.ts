// "bufls: Show ownership graph": a webview beside the editor with the
// ownership graph (bufls/ownershipGraph, SVG from Graphviz) of the function
// under the cursor. It follows the cursor and the text; clicking a node or a
// problem shows its range in the editor.
import * as path from 'path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { debounce, needsRequest, Pos, Shown, Span } from './follow';
import { GraphMessage, graphHtml, makeNonce } from './graphWebview';

export const OWNERSHIP_GRAPH_REQUEST = 'bufls/ownershipGraph';
export const SHOW_OWNERSHIP_GRAPH = 'bufls.showOwnershipGraph';

/** The answer of bufls/ownershipGraph (server/features/graph.py). */
export interface GraphAnswer {
  function: string | null;
  range?: Span | null;
  svg: string | null;
  error: string | null;
  nodes?: { id: string; kind?: string; label?: string; lines?: string[]; range?: Span | null }[];
  edges?: { id: string; source: string; target: string; label?: string; region?: unknown }[];
  problems?: { code: string; message: string; range?: Span | null; nodes?: string[]; edges?: string[] }[];
}

const SELECTION_MS = 150;
const CHANGE_MS = 300;

export class GraphPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private listeners: vscode.Disposable[] = [];
  /** what the panel shows (or was last asked for) */
  private shown: (Shown & { answer?: GraphAnswer }) | undefined;
  private message: GraphMessage | undefined;
  private seq = 0;
  private pending: vscode.CancellationTokenSource | undefined;
  private readonly onSelection = debounce(SELECTION_MS, (doc: vscode.TextDocument, pos: vscode.Position) =>
    void this.update(doc, pos, false),
  );
  private readonly onChange = debounce(CHANGE_MS, (doc: vscode.TextDocument) => {
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
    const pos = editor?.selection.active ?? (this.shown ? toPosition(this.shown.position) : new vscode.Position(0, 0));
    void this.update(doc, pos, false);
  });

  constructor(
    /** the running language client, once it runs (undefined: it does not) */
    private readonly client: () => Promise<LanguageClient | undefined>,
    private readonly log: (message: string) => void,
  ) {}

  /** The command: `args` are [uri, {line, character}] from a code lens, [uri] from a menu, or none. */
  async show(uriArg?: unknown, posArg?: unknown): Promise<void> {
    const target = await resolveTarget(uriArg, posArg);
    if (!target) {
      void vscode.window.showWarningMessage('bufls: open an .mlir file and put the cursor in a function first.');
      return;
    }
    const [doc, pos] = target;
    if (this.panel) {
      if (!this.panel.visible) this.panel.reveal(undefined, true);
    } else {
      this.create();
    }
    await this.update(doc, pos, true);
  }

  dispose(): void {
    this.panel?.dispose();
    this.closed();
  }

  private create(): void {
    const panel = vscode.window.createWebviewPanel(
      'bufls.ownershipGraph',
      'Ownership graph',
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, localResourceRoots: [], enableFindWidget: true },
    );
    this.panel = panel;
    const nonce = makeNonce();
    panel.webview.html = graphHtml(panel.webview.cspSource, nonce);
    this.listeners = [
      panel.onDidDispose(() => this.closed()),
      panel.webview.onDidReceiveMessage((m) => void this.received(m)),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (isMlir(e.textEditor.document)) this.onSelection(e.textEditor.document, e.selections[0].active);
      }),
      vscode.window.onDidChangeActiveTextEditor((e) => {
        if (e && isMlir(e.document)) this.onSelection(e.document, e.selection.active);
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length && this.shown && e.document.uri.toString() === this.shown.uri) this.onChange(e.document);
      }),
    ];
  }

  private closed(): void {
    this.panel = undefined;
    this.pending?.cancel();
    this.onSelection.cancel();
    this.onChange.cancel();
    for (const l of this.listeners) l.dispose();
    this.listeners = [];
    this.shown = undefined;
    this.message = undefined;
  }

  private async update(doc: vscode.TextDocument, pos: vscode.Position, force: boolean): Promise<void> {
    if (!this.panel || doc.isClosed) return;
    const uri = doc.uri.toString();
    const at: Pos = { line: pos.line, character: pos.character };
    if (!force && !needsRequest(this.shown, uri, doc.version, at)) return;
    const seq = ++this.seq;
    this.pending?.cancel();
    const cts = (this.pending = new vscode.CancellationTokenSource());
    // remembered before the answer: a cursor move meanwhile inside the same text asks again only when needed
    const previous = this.shown;
    this.shown = { uri, version: doc.version, function: null, range: null, position: at };
    this.post({ type: 'busy', busy: true });
    let answer: GraphAnswer | null | undefined;
    let failure: string | undefined;
    try {
      const client = await this.client();
      if (!client) {
        failure = 'The bufls language server is not running (see "bufls: Show output").';
      } else {
        answer = await client.sendRequest<GraphAnswer | null>(
          OWNERSHIP_GRAPH_REQUEST,
          {
            textDocument: { uri: client.code2ProtocolConverter.asUri(doc.uri) },
            position: at,
            format: 'svg',
          },
          cts.token,
        );
      }
    } catch (e) {
      if (seq !== this.seq) return; // superseded (cancelled)
      failure = `bufls/ownershipGraph failed: ${e}`;
      this.log(failure);
    }
    if (seq !== this.seq || !this.panel) return;
    this.pending = undefined;
    this.post({ type: 'busy', busy: false });
    if (failure !== undefined) {
      this.shown = previous?.uri === uri ? { ...previous, version: -1 } : undefined; // ask again on the next move
      this.show_({ function: null, svg: null, error: failure }, doc);
      return;
    }
    const a: GraphAnswer = answer ?? { function: null, svg: null, error: null };
    this.shown = { uri, version: doc.version, function: a.function, range: a.range ?? null, position: at, answer: a };
    this.show_(a, doc);
  }

  private show_(a: GraphAnswer, doc: vscode.TextDocument): void {
    if (!this.panel) return;
    const file = path.basename(doc.uri.path);
    this.panel.title = a.function ? `Ownership: ${a.function}` : 'Ownership graph';
    this.message = {
      type: 'graph',
      file,
      function: a.function,
      svg: a.svg,
      error: a.error,
      nodes: (a.nodes ?? []).filter((n) => n.range).map((n) => ({ id: n.id, label: n.label ?? n.id })),
      problems: (a.problems ?? []).map((p) => ({
        code: p.code,
        message: p.message,
        nodes: p.nodes ?? [],
        edges: p.edges ?? [],
        hasRange: !!p.range,
      })),
    };
    this.post(this.message);
  }

  private post(message: object): void {
    void this.panel?.webview.postMessage(message);
  }

  private async received(m: { type?: string; id?: unknown; index?: unknown }): Promise<void> {
    if (m.type === 'ready') {
      if (this.message) this.post(this.message);
      return;
    }
    const answer = this.shown?.answer;
    if (!answer || !this.shown) return;
    let range: Span | null | undefined;
    if (m.type === 'node') range = answer.nodes?.find((n) => n.id === m.id)?.range;
    else if (m.type === 'problem' && typeof m.index === 'number') range = answer.problems?.[m.index]?.range;
    if (range) await this.reveal(vscode.Uri.parse(this.shown.uri), range);
  }

  private async reveal(uri: vscode.Uri, r: Span): Promise<void> {
    const range = new vscode.Range(toPosition(r.start), toPosition(r.end));
    const open = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
    const doc = open?.document ?? (await vscode.workspace.openTextDocument(uri));
    const editor = await vscode.window.showTextDocument(doc, {
      viewColumn: open?.viewColumn ?? vscode.ViewColumn.One,
      preserveFocus: false,
    });
    // the cursor on the start (the block's label), the range selected
    editor.selection = new vscode.Selection(range.end, range.start);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }
}

function toPosition(p: Pos): vscode.Position {
  return new vscode.Position(p.line, p.character);
}

function isMlir(doc: vscode.TextDocument): boolean {
  return doc.languageId === 'mlir' && (doc.uri.scheme === 'file' || doc.uri.scheme === 'untitled');
}

/** The document and position a command means: its arguments, else the active editor's cursor. */
export async function resolveTarget(uriArg?: unknown, posArg?: unknown): Promise<[vscode.TextDocument, vscode.Position] | undefined> {
  let uri: vscode.Uri | undefined;
  if (uriArg instanceof vscode.Uri) uri = uriArg;
  else if (typeof uriArg === 'string' && uriArg) uri = vscode.Uri.parse(uriArg);
  const active = vscode.window.activeTextEditor;
  if (!uri) {
    if (!active || !isMlir(active.document)) return undefined;
    return [active.document, active.selection.active];
  }
  let doc: vscode.TextDocument;
  try {
    doc = await vscode.workspace.openTextDocument(uri);
  } catch {
    return undefined;
  }
  const p = posArg as Partial<Pos> | undefined;
  if (p && typeof p.line === 'number' && typeof p.character === 'number') return [doc, new vscode.Position(p.line, p.character)];
  const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
  return [doc, editor?.selection.active ?? new vscode.Position(0, 0)];
}
