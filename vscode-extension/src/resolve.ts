// Which program to start as the language server. No `vscode` import.
//
// One order, documented in the README and the settings:
//   1. bufls.path         the bufls executable
//   2. bufls.interpreter  PYTHON -m bufls
//   3. `bufls` on PATH
//   4. otherwise an error that says how to fix it.
// A setting that is given but does not point to a runnable file is an error
// (it is not skipped silently: the user asked for that program).
import * as fs from 'fs';
import * as path from 'path';
import type { CommandSettings } from './settings';

export type ServerSource = 'bufls.path' | 'bufls.interpreter' | 'PATH';

export interface ServerCommand {
  command: string;
  args: string[];
  source: ServerSource;
}

export type Resolution = { ok: true; server: ServerCommand } | { ok: false; message: string };

/** The file system questions resolution asks (fakes in the unit tests). */
export interface Probe {
  isExecutable(file: string): boolean;
  /** PATH entries, in order */
  pathDirs: string[];
  /** executable suffixes to try on PATH (Windows: .exe, .cmd, ...); [''] elsewhere */
  suffixes: string[];
}

export const FIX_HINT =
  'Install the bufls Python package (pip install bufls, or pip install -e . in a bufls checkout), then either ' +
  'set "bufls.interpreter" to that Python (e.g. ${workspaceFolder}/.venv/bin/python), ' +
  'set "bufls.path" to the bufls executable, or put bufls on PATH.';

export function resolveServer(s: CommandSettings, probe: Probe): Resolution {
  if (s.path) {
    if (!probe.isExecutable(s.path)) {
      return { ok: false, message: `bufls.path is "${s.path}", which is not an executable file. ${FIX_HINT}` };
    }
    return { ok: true, server: { command: s.path, args: [...s.args], source: 'bufls.path' } };
  }
  if (s.interpreter) {
    const py = probe.isExecutable(s.interpreter) ? s.interpreter : which(s.interpreter, probe);
    if (!py) {
      return {
        ok: false,
        message: `bufls.interpreter is "${s.interpreter}", which is not an executable file. ${FIX_HINT}`,
      };
    }
    return { ok: true, server: { command: py, args: ['-m', 'bufls', ...s.args], source: 'bufls.interpreter' } };
  }
  const found = which('bufls', probe);
  if (found) {
    return { ok: true, server: { command: found, args: [...s.args], source: 'PATH' } };
  }
  return { ok: false, message: `The bufls language server was not found (bufls.path and bufls.interpreter are empty and there is no bufls on PATH). ${FIX_HINT}` };
}

/** Like `which`: a bare name (no slash) looked up on PATH. Names with a slash are not looked up. */
export function which(name: string, probe: Probe): string | undefined {
  if (name.includes('/') || name.includes('\\')) {
    return undefined;
  }
  for (const dir of probe.pathDirs) {
    if (!dir) continue;
    for (const suffix of probe.suffixes) {
      const candidate = path.join(dir, name + suffix);
      if (probe.isExecutable(candidate)) {
        return candidate;
      }
    }
  }
  return undefined;
}

/** The real file system and environment. */
export function systemProbe(env: Record<string, string | undefined> = process.env): Probe {
  const windows = process.platform === 'win32';
  return {
    isExecutable(file: string): boolean {
      try {
        const st = fs.statSync(file);
        if (!st.isFile()) return false;
        if (windows) return true;
        fs.accessSync(file, fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    pathDirs: (env.PATH ?? env.Path ?? '').split(path.delimiter),
    suffixes: windows ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').concat(['']) : [''],
  };
}

/** One line for logs and the status bar tooltip. */
export function describe(server: ServerCommand): string {
  const quote = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return `${[server.command, ...server.args].map(quote).join(' ')} (from ${server.source})`;
}
