// The IR after each pass of the deallocation pipeline, as read-only
// `bufls-ir:` documents (language mlir) answered by bufls/irDocument, and
// the commands "bufls: Show IR after each pass" and "bufls: Diff IR between
// passes" (stages from bufls/irAfterPasses).
import * as path from 'path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { resolveTarget } from './graphPanel';
import {
  IR_SCHEME,
  IrQuery,
  IrScope,
  irDocumentRequest,
  nextStage,
  parseDecodedIrQuery,
  parseIrUriString,
  Stage,
} from './irUri';

export const IR_AFTER_PASSES_REQUEST = 'bufls/irAfterPasses';
export const IR_DOCUMENT_REQUEST = 'bufls/irDocument';
export const SHOW_IR_AFTER_PASSES = 'bufls.showIrAfterPasses';
export const DIFF_IR_PASSES = 'bufls.diffIrPasses';

interface StagesAnswer {
  function: string | null;
  scope: IrScope;
  error: string | null;
  stages: Stage[];
}

interface DocumentAnswer {
  text: string | null;
  error: string | null;
  title?: string | null;
  stale?: boolean;
}

interface StagePick extends vscode.QuickPickItem {
  stage: Stage;
}

export class IrDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  /** each stage URI the server gave (as vscode.Uri.toString()) -> its query, parsed from the server's own string */
  private readonly known = new Map<string, IrQuery>();
  private readonly disposables: vscode.Disposable[] = [];
  private refresh: ReturnType<typeof setTimeout> | undefined;
  private readonly edited = new Set<string>();

  constructor(
    private readonly client: () => Promise<LanguageClient | undefined>,
    private readonly log: (message: string) => void,
  ) {
    this.disposables.push(
      this.changed,
      vscode.workspace.registerTextDocumentContentProvider(IR_SCHEME, this),
      // a stage of an edited source is out of date: ask again (the server says it is stale)
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document.uri.scheme === IR_SCHEME || !e.contentChanges.length) return;
        this.edited.add(e.document.uri.toString());
        if (this.refresh) clearTimeout(this.refresh);
        this.refresh = setTimeout(() => this.refreshStages(), 500);
      }),
    );
  }

  dispose(): void {
    if (this.refresh) clearTimeout(this.refresh);
    for (const d of this.disposables) d.dispose();
  }

  async provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): Promise<string> {
    const q = this.known.get(uri.toString()) ?? parseDecodedIrQuery(uri.query);
    if (!q) return `// bufls: ${uri.toString()} names no stage of the IR (source, version, scope, function, index)\n`;
    const client = await this.client();
    if (!client) return '// bufls: the language server is not running (see "bufls: Show output")\n';
    let a: DocumentAnswer | null;
    try {
      a = await client.sendRequest<DocumentAnswer | null>(IR_DOCUMENT_REQUEST, irDocumentRequest(q), token);
    } catch (e) {
      this.log(`${IR_DOCUMENT_REQUEST} failed: ${e}`);
      return `// bufls: ${IR_DOCUMENT_REQUEST} failed: ${e}\n`;
    }
    if (!a) return '// bufls: no answer from the language server\n';
    let head = '';
    if (a.stale) head += '// bufls: the source changed since these stages were made: run "bufls: Show IR after each pass" again for the current text\n';
    if (a.error) head += a.error.split('\n').map((l) => `// bufls: ${l}`).join('\n') + '\n';
    return head + (a.text ?? '');
  }

  /** "bufls: Show IR after each pass": pick a stage, open it beside the source. */
  async showAfterPasses(uriArg?: unknown, posArg?: unknown): Promise<void> {
    const answer = await this.stages(uriArg, posArg);
    if (!answer) return;
    const pick = await vscode.window.showQuickPick(this.items(answer.stages), {
      title: `IR after each pass: ${answer.function ?? 'whole file'}`,
      placeHolder: 'the IR after which pass?',
      matchOnDescription: true,
    });
    if (pick) await this.open(pick.stage);
  }

  /** "bufls: Diff IR between passes": two stages (the second defaults to the one after the first). */
  async diffPasses(uriArg?: unknown, posArg?: unknown): Promise<void> {
    const answer = await this.stages(uriArg, posArg);
    if (!answer) return;
    const stages = answer.stages;
    if (stages.length < 2) {
      void vscode.window.showInformationMessage('bufls: there is only one stage of the IR: nothing to compare.');
      return;
    }
    const name = answer.function ?? 'whole file';
    const from = await vscode.window.showQuickPick(this.items(stages.slice(0, -1)), {
      title: `Diff IR (${name}): from the IR after…`,
      placeHolder: 'the earlier stage',
      matchOnDescription: true,
    });
    if (!from) return;
    const later = stages.filter((s) => s.index > from.stage.index);
    const next = nextStage(stages, from.stage);
    const items = this.items(later.length ? later : stages.filter((s) => s !== from.stage));
    const to = await pickWithDefault(items, items.find((i) => i.stage === next), {
      title: `Diff IR (${name}): ${label(from.stage)} → the IR after…`,
      placeHolder: 'the later stage (default: the next one)',
    });
    if (!to) return;
    const left = this.uriOf(from.stage);
    const right = this.uriOf(to.stage);
    await vscode.commands.executeCommand(
      'vscode.diff',
      left,
      right,
      `${name}: ${label(from.stage)} ↔ ${label(to.stage)}`,
      { preview: true, viewColumn: vscode.ViewColumn.Beside },
    );
    await this.setMlir(left);
    await this.setMlir(right);
  }

  private items(stages: Stage[]): StagePick[] {
    return stages.map((stage) => ({ label: label(stage), description: stage.title, stage }));
  }

  private async stages(uriArg?: unknown, posArg?: unknown): Promise<StagesAnswer | undefined> {
    const target = await resolveTarget(uriArg, posArg);
    if (!target) {
      void vscode.window.showWarningMessage('bufls: open an .mlir file first.');
      return undefined;
    }
    const [doc, pos] = target;
    const client = await this.client();
    if (!client) {
      void vscode.window.showWarningMessage('bufls: the language server is not running (see "bufls: Show output").');
      return undefined;
    }
    const ask = async (scope: IrScope) =>
      client.sendRequest<StagesAnswer | null>(IR_AFTER_PASSES_REQUEST, {
        textDocument: { uri: client.code2ProtocolConverter.asUri(doc.uri) },
        position: { line: pos.line, character: pos.character },
        scope,
      });
    let answer: StagesAnswer | null;
    try {
      answer = await ask('function');
      // the cursor in no function: the whole file
      if (answer && !answer.function && !answer.stages?.length) answer = await ask('file');
    } catch (e) {
      this.log(`${IR_AFTER_PASSES_REQUEST} failed: ${e}`);
      void vscode.window.showErrorMessage(`bufls: the IR after each pass: ${e}`);
      return undefined;
    }
    if (!answer || !answer.stages?.length) {
      void vscode.window.showWarningMessage(`bufls: no IR after the passes${answer?.error ? `: ${answer.error}` : ''}.`);
      return undefined;
    }
    if (answer.error) void vscode.window.showWarningMessage(`bufls: ${answer.error}`);
    for (const s of answer.stages) {
      const q = parseIrUriString(s.uri);
      if (q) this.known.set(vscode.Uri.parse(s.uri).toString(), q);
    }
    return answer;
  }

  private uriOf(stage: Stage): vscode.Uri {
    return vscode.Uri.parse(stage.uri);
  }

  private async open(stage: Stage): Promise<void> {
    const doc = await vscode.workspace.openTextDocument(this.uriOf(stage));
    const mlir = doc.languageId === 'mlir' ? doc : await vscode.languages.setTextDocumentLanguage(doc, 'mlir');
    await vscode.window.showTextDocument(mlir, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  }

  private async setMlir(uri: vscode.Uri): Promise<void> {
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (doc && doc.languageId !== 'mlir') await vscode.languages.setTextDocumentLanguage(doc, 'mlir');
  }

  /** Open stages whose source changed are fetched again. */
  private refreshStages(): void {
    this.refresh = undefined;
    const edited = new Set(this.edited);
    this.edited.clear();
    for (const doc of vscode.workspace.textDocuments) {
      if (doc.uri.scheme !== IR_SCHEME) continue;
      const q = this.known.get(doc.uri.toString()) ?? parseDecodedIrQuery(doc.uri.query);
      if (q && edited.has(vscode.Uri.parse(q.source).toString())) this.changed.fire(doc.uri);
    }
  }
}

function label(stage: Stage): string {
  const pass = stage.pass || path.basename(stage.uri.split('?')[0], '.mlir');
  return `${stage.index}. ${pass}`;
}

/** A QuickPick whose highlighted item starts at `active` (showQuickPick cannot). */
function pickWithDefault<T extends vscode.QuickPickItem>(
  items: T[],
  active: T | undefined,
  options: { title: string; placeHolder: string },
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<T>();
    qp.title = options.title;
    qp.placeholder = options.placeHolder;
    qp.matchOnDescription = true;
    qp.items = items;
    if (active) qp.activeItems = [active];
    let done = false;
    qp.onDidAccept(() => {
      done = true;
      resolve(qp.selectedItems[0] ?? qp.activeItems[0]);
      qp.hide();
    });
    qp.onDidHide(() => {
      if (!done) resolve(undefined);
      qp.dispose();
    });
    qp.show();
  });
}
