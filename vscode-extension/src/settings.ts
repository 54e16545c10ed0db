// Reading the bufls.* settings: no `vscode` import, so it runs under plain node.
//
// extension.ts passes `inspect`, a thin wrapper of
// `workspace.getConfiguration('bufls').inspect(key)`; everything else (which
// level wins, trust, ${workspaceFolder} expansion, the server's option names)
// happens here. The setting names come from package.json, the one place they
// are written: `contributes.configuration` (each setting sent to the server
// names its option there, `serverOption`) and the untrusted-workspace
// `restrictedConfigurations` (the settings that start a program).

import * as path from 'path';
import manifest from '../package.json';

/** What `WorkspaceConfiguration.inspect(key)` returns (the fields we use). */
export interface Inspected<T> {
  defaultValue?: T;
  globalValue?: T;
  workspaceValue?: T;
  workspaceFolderValue?: T;
}

export type Inspect = <T>(key: string) => Inspected<T> | undefined;

export interface Resource {
  name: string;
  alloc?: string[];
  dealloc?: string;
  clone?: string;
  automatic?: boolean;
}

/** How to start the server: the input of resolve.ts. */
export interface CommandSettings {
  path: string;
  interpreter: string;
  args: string[];
}

export interface Settings extends CommandSettings {
  /** initializationOptions / didChangeConfiguration payload, in the server's key names. */
  serverOptions: Record<string, unknown>;
  /** settings that were set in the workspace but ignored because it is not trusted */
  ignoredUntrusted: string[];
}

export interface Context {
  /** vscode.workspace.isTrusted */
  trusted: boolean;
  /** the first workspace folder's fsPath, if any */
  workspaceFolder?: string;
  /** os.homedir() */
  home?: string;
  /** process.env */
  env?: Record<string, string | undefined>;
}

/** `bufls.path` -> `path`: the key `inspect` takes. */
function unprefixed(setting: string): string {
  return setting.replace(/^bufls\./, '');
}

/** Settings that name a program to run: never taken from an untrusted workspace. */
export const COMMAND_KEYS: readonly string[] =
  manifest.capabilities.untrustedWorkspaces.restrictedConfigurations.map(unprefixed);

/** VS Code setting (under `bufls.`) -> the server's option name (as in bufls.toml). */
export const SERVER_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(manifest.contributes.configuration.properties as Record<string, { serverOption?: string }>)
    .filter(([, schema]) => schema.serverOption !== undefined)
    .map(([setting, schema]) => [unprefixed(setting), schema.serverOption as string]),
);

/** The value in effect; workspace levels are skipped when `trustedLevel` is false. */
export function effectiveValue<T>(i: Inspected<T> | undefined, trustedLevel = true): T | undefined {
  if (!i) {
    return undefined;
  }
  if (trustedLevel) {
    if (i.workspaceFolderValue !== undefined) return i.workspaceFolderValue;
    if (i.workspaceValue !== undefined) return i.workspaceValue;
  }
  if (i.globalValue !== undefined) return i.globalValue;
  return i.defaultValue;
}

/** Whether the user set the value anywhere (a default is not a choice). */
export function isSet<T>(i: Inspected<T> | undefined): boolean {
  return !!i && (i.globalValue !== undefined || i.workspaceValue !== undefined || i.workspaceFolderValue !== undefined);
}

function setInWorkspace<T>(i: Inspected<T> | undefined): boolean {
  return !!i && (i.workspaceValue !== undefined || i.workspaceFolderValue !== undefined);
}

/**
 * Expands `${workspaceFolder}`, `${userHome}`, `${env:NAME}` and a leading `~`.
 * `${workspaceFolder}` without a workspace folder stays as it is (so the error
 * message shows what was configured).
 */
export function expand(value: string, ctx: Context): string {
  let s = value.replace(/\$\{(workspaceFolder|userHome|env:([A-Za-z_][A-Za-z0-9_]*))\}/g, (m, what, name) => {
    if (what === 'workspaceFolder') return ctx.workspaceFolder ?? m;
    if (what === 'userHome') return ctx.home ?? m;
    return ctx.env?.[name] ?? '';
  });
  if (ctx.home && (s === '~' || s.startsWith('~/'))) {
    s = ctx.home + s.slice(1);
  }
  return s;
}

function asString(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function asStringArray(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Reads every bufls.* setting the extension uses. */
export function readSettings(inspect: Inspect, ctx: Context): Settings {
  const ignoredUntrusted: string[] = [];
  const command = (key: string): unknown => {
    const i = inspect<unknown>(key);
    if (!ctx.trusted && setInWorkspace(i)) {
      ignoredUntrusted.push(`bufls.${key}`);
    }
    return effectiveValue(i, ctx.trusted);
  };
  const path = expand(asString(command('path')), ctx);
  const interpreter = expand(asString(command('interpreter')), ctx);
  const args = asStringArray(command('args')).map((a) => expand(a, ctx));
  return { path, interpreter, args, serverOptions: serverOptions(inspect, ctx), ignoredUntrusted };
}

/**
 * The options sent to the server. A setting the user never set is left out,
 * so the project's bufls.toml / pyproject.toml decides; `inlay-hints` is always
 * sent (it has no configuration-file counterpart).
 */
export function serverOptions(inspect: Inspect, ctx: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, serverKey] of Object.entries(SERVER_KEYS)) {
    const i = inspect<unknown>(key);
    if (!isSet(i) && key !== 'inlayHints') {
      continue;
    }
    let v = effectiveValue(i);
    if (v === undefined) continue;
    if (key === 'resources') {
      v = normalizeResources(v);
      if ((v as Resource[]).length === 0) continue;
    } else if (key === 'exclude') {
      v = asStringArray(v).map((p) => expand(p, ctx));
    } else if (key === 'dialects' || key === 'dialectIncludeDirs') {
      v = asStringArray(v).map((p) => inWorkspace(expand(p, ctx), ctx));
      if ((v as string[]).length === 0) continue;
    }
    out[serverKey] = v;
  }
  return out;
}

/**
 * A path of `bufls.dialects` / `bufls.dialectIncludeDirs`: relative to the
 * workspace folder (the server would take it relative to the configuration
 * file's folder), so made absolute here; `**` and `*` are kept for the server.
 */
export function inWorkspace(p: string, ctx: Context): string {
  if (!p || path.isAbsolute(p) || !ctx.workspaceFolder) return p;
  return path.join(ctx.workspaceFolder, p);
}

/** Keeps the well-formed entries of `bufls.resources` (a name and known field types). */
export function normalizeResources(v: unknown): Resource[] {
  if (!Array.isArray(v)) return [];
  const out: Resource[] = [];
  for (const r of v) {
    if (!r || typeof r !== 'object' || typeof (r as Resource).name !== 'string') continue;
    const src = r as Record<string, unknown>;
    const res: Resource = { name: src.name as string };
    if (src.alloc !== undefined) res.alloc = typeof src.alloc === 'string' ? [src.alloc] : asStringArray(src.alloc);
    if (typeof src.dealloc === 'string') res.dealloc = src.dealloc;
    if (typeof src.clone === 'string') res.clone = src.clone;
    if (typeof src.automatic === 'boolean') res.automatic = src.automatic;
    out.push(res);
  }
  return out;
}

/** True when a configuration change under `bufls.` needs the server restarted. */
export function needsRestart(affects: (section: string) => boolean): boolean {
  // trace.server is picked up by the language client itself
  if (!affects('bufls')) return false;
  const others = [...COMMAND_KEYS, ...Object.keys(SERVER_KEYS)];
  return others.some((k) => affects(`bufls.${k}`));
}
