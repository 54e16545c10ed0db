// Wiring only: settings, server resolution and the status text live in plain
// modules (settings.ts, resolve.ts, status.ts) that the unit tests run under node.
import * as os from 'os';
import * as vscode from 'vscode';
import {
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  ServerOptions,
  State,
  TransportKind,
  WorkspaceEdit as LspWorkspaceEdit,
} from 'vscode-languageclient/node';
import { GraphPanel, SHOW_OWNERSHIP_GRAPH } from './graphPanel';
import { DIFF_IR_PASSES, IrDocuments, SHOW_IR_AFTER_PASSES } from './irDocuments';
import { describe, resolveServer, systemProbe } from './resolve';
import { needsRestart, readSettings, Settings } from './settings';
import { countSeverities, ServerState, statusView } from './status';

/** The server's command (workspace/executeCommand), args [uri, "file" | "function", {line, character}]. */
export const INSERT_DEALLOCATIONS = 'bufls.insertDeallocations';

let ext: Extension | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  ext = new Extension(context);
  await ext.restart();
}

export async function deactivate(): Promise<void> {
  await ext?.stop();
  ext = undefined;
}

class Extension {
  private client: LanguageClient | undefined;
  private settings: Settings | undefined;
  private state: ServerState = 'stopped';
  private detail = '';
  private readonly output: vscode.OutputChannel;
  private readonly status: vscode.StatusBarItem;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly context: vscode.ExtensionContext) {
    this.output = vscode.window.createOutputChannel('bufls');
    this.status = vscode.window.createStatusBarItem('bufls.status', vscode.StatusBarAlignment.Left, 0);
    this.status.name = 'bufls';
    this.status.command = 'bufls.showOutput';
    this.status.show();
    const cmd = (id: string, f: (...args: unknown[]) => unknown) => vscode.commands.registerCommand(id, f);
    const running = () => this.runningClient();
    const log = (m: string) => this.log(m);
    const graph = new GraphPanel(running, log);
    const ir = new IrDocuments(running, log);
    context.subscriptions.push(
      this.output,
      this.status,
      graph,
      ir,
      // also the command of the server's code lens over each function: args [uri, {line, character}]
      cmd(SHOW_OWNERSHIP_GRAPH, (uri, pos) => graph.show(uri, pos)),
      cmd(SHOW_IR_AFTER_PASSES, (uri, pos) => ir.showAfterPasses(uri, pos)),
      cmd(DIFF_IR_PASSES, (uri, pos) => ir.diffPasses(uri, pos)),
      cmd('bufls.insertDeallocationsInFile', () => this.insertDeallocations('file')),
      cmd('bufls.insertDeallocationsInFunction', () => this.insertDeallocations('function')),
      cmd('bufls.restartServer', () => this.restart()),
      cmd('bufls.showOutput', () => this.output.show(true)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (needsRestart((s) => e.affectsConfiguration(s))) {
          this.log('settings changed: restarting the server');
          void this.restart();
        }
      }),
      vscode.workspace.onDidGrantWorkspaceTrust(() => void this.restart()),
      vscode.languages.onDidChangeDiagnostics(() => this.render()),
    );
    this.render();
  }

  /** Stops the running server (if any) and starts it again with the current settings. */
  restart(): Promise<void> {
    this.queue = this.queue.then(
      () => this.doRestart(),
      () => this.doRestart(),
    );
    return this.queue;
  }

  /** The client once a (re)start in progress is over, if the server runs. */
  async runningClient(): Promise<LanguageClient | undefined> {
    await this.queue.catch(() => undefined);
    const client = this.client;
    return client && client.state === State.Running ? client : undefined;
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop(2000);
      } catch (e) {
        this.log(`stopping the server: ${e}`);
      }
      await client.dispose().catch(() => undefined);
    }
    this.setState('stopped');
  }

  private async doRestart(): Promise<void> {
    await this.stop();
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    const config = vscode.workspace.getConfiguration('bufls');
    this.settings = readSettings((key) => config.inspect(key), {
      trusted: vscode.workspace.isTrusted,
      workspaceFolder: folder,
      home: os.homedir(),
      env: process.env,
    });
    for (const key of this.settings.ignoredUntrusted) {
      this.log(`${key} is set in this workspace, which is not trusted: using the user setting instead`);
    }
    const resolution = resolveServer(this.settings, systemProbe());
    if (!resolution.ok) {
      this.setState('not-found', resolution.message);
      this.log(resolution.message);
      void vscode.window.showErrorMessage(resolution.message, 'Open Settings', 'Show Output').then((pick) => {
        if (pick === 'Open Settings') void vscode.commands.executeCommand('workbench.action.openSettings', 'bufls.');
        if (pick === 'Show Output') this.output.show(true);
      });
      return;
    }
    const server = resolution.server;
    this.log(`starting ${describe(server)}`);
    const serverOptions: ServerOptions = {
      command: server.command,
      args: server.args,
      transport: TransportKind.stdio, // adds --stdio
      options: { cwd: folder, env: process.env },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [
        { scheme: 'file', language: 'mlir' },
        { scheme: 'untitled', language: 'mlir' },
      ],
      initializationOptions: this.settings.serverOptions,
      outputChannel: this.output,
      traceOutputChannel: this.output,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      middleware: {
        workspace: {
          // a server that pulls its settings gets the same options as at initialize
          configuration: async (params, token, next) => {
            const answer = await next(params, token);
            if (!Array.isArray(answer)) return answer;
            return params.items.map((item, i) => (item.section === 'bufls' ? this.settings?.serverOptions : answer[i]));
          },
        },
      },
    };
    const client = new LanguageClient('bufls', 'bufls', serverOptions, clientOptions);
    this.client = client;
    client.onDidChangeState((e) => {
      if (this.client !== client) return;
      if (e.newState === State.Running) this.setState('running', describe(server));
      else if (e.newState === State.Starting) this.setState('starting', describe(server));
      else this.setState(this.state === 'starting' ? 'failed' : 'stopped', describe(server));
    });
    this.setState('starting', describe(server));
    try {
      await client.start();
      const info = client.initializeResult?.serverInfo;
      this.log(`server running${info ? `: ${info.name} ${info.version ?? ''}` : ''}`);
    } catch (e) {
      this.setState('failed', `${describe(server)}: ${e}`);
      this.log(`the server did not start: ${e}`);
      void vscode.window.showErrorMessage(`bufls: the language server did not start (${e}).`, 'Show Output').then((pick) => {
        if (pick) this.output.show(true);
      });
    }
  }

  private async insertDeallocations(scope: 'file' | 'function'): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'mlir') {
      void vscode.window.showWarningMessage('bufls: open an .mlir file first.');
      return;
    }
    const client = this.client;
    if (!client || client.state !== State.Running) {
      void vscode.window.showWarningMessage('bufls: the language server is not running (see "bufls: Show output").');
      return;
    }
    const pos = editor.selection.active;
    const uri = client.code2ProtocolConverter.asUri(editor.document.uri);
    try {
      // the server either answers with the edit or sends workspace/applyEdit itself
      const result = await client.sendRequest(ExecuteCommandRequest.type, {
        command: INSERT_DEALLOCATIONS,
        arguments: [uri, scope, { line: pos.line, character: pos.character }],
      });
      if (isWorkspaceEdit(result)) {
        const edit = await client.protocol2CodeConverter.asWorkspaceEdit(result);
        if (!(await vscode.workspace.applyEdit(edit))) {
          void vscode.window.showWarningMessage('bufls: the edit could not be applied (the file changed meanwhile?).');
        }
      }
    } catch (e) {
      this.log(`${INSERT_DEALLOCATIONS} failed: ${e}`);
      void vscode.window.showErrorMessage(`bufls: inserting deallocations failed: ${e}`);
    }
  }

  private setState(state: ServerState, detail = this.detail): void {
    this.state = state;
    this.detail = detail;
    this.render();
  }

  private render(): void {
    // Pushed diagnostics sit in client.diagnostics, pulled ones in a collection
    // of the client's pull feature: count every diagnostic bufls gave, either way.
    const severities: number[] = [];
    for (const [, diags] of vscode.languages.getDiagnostics()) {
      for (const d of diags) if (d.source === 'bufls') severities.push(d.severity);
    }
    const view = statusView(this.state, countSeverities(severities), this.detail);
    this.status.text = view.text;
    this.status.tooltip = view.tooltip;
    this.status.backgroundColor = view.alarm ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
  }

  private log(message: string): void {
    this.output.appendLine(`[bufls ${new Date().toLocaleTimeString()}] ${message}`);
  }
}

function isWorkspaceEdit(x: unknown): x is LspWorkspaceEdit {
  return !!x && typeof x === 'object' && ('changes' in x || 'documentChanges' in x);
}
