import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, it } from 'node:test';
import { describe as describeServer, Probe, resolveServer, systemProbe, which } from '../src/resolve';

function fakeProbe(executables: string[], pathDirs = ['/usr/local/bin', '/usr/bin']): Probe {
  const set = new Set(executables);
  return { isExecutable: (f) => set.has(f), pathDirs, suffixes: [''] };
}

const none = { path: '', interpreter: '', args: [] as string[] };

describe('resolveServer: path -> interpreter -m bufls -> PATH -> error', () => {
  it('1. bufls.path wins over everything', () => {
    const r = resolveServer(
      { path: '/opt/bufls/bin/bufls', interpreter: '/usr/bin/python3', args: ['-v'] },
      fakeProbe(['/opt/bufls/bin/bufls', '/usr/bin/python3', '/usr/bin/bufls']),
    );
    assert.deepEqual(r, { ok: true, server: { command: '/opt/bufls/bin/bufls', args: ['-v'], source: 'bufls.path' } });
  });
  it('2. bufls.interpreter runs PYTHON -m bufls', () => {
    const r = resolveServer({ ...none, interpreter: '/ws/.venv/bin/python', args: ['-x'] }, fakeProbe(['/ws/.venv/bin/python', '/usr/bin/bufls']));
    assert.deepEqual(r, {
      ok: true,
      server: { command: '/ws/.venv/bin/python', args: ['-m', 'bufls', '-x'], source: 'bufls.interpreter' },
    });
  });
  it('2. a bare interpreter name is looked up on PATH', () => {
    const r = resolveServer({ ...none, interpreter: 'python3' }, fakeProbe(['/usr/bin/python3']));
    assert.ok(r.ok && r.server.command === '/usr/bin/python3');
  });
  it('3. bufls on PATH, first PATH entry first', () => {
    const r = resolveServer(none, fakeProbe(['/usr/bin/bufls', '/usr/local/bin/bufls']));
    assert.deepEqual(r, { ok: true, server: { command: '/usr/local/bin/bufls', args: [], source: 'PATH' } });
  });
  it('4. nothing found: an error that says how to fix it', () => {
    const r = resolveServer(none, fakeProbe(['/usr/bin/python3']));
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.match(r.message, /not found/);
      assert.match(r.message, /bufls\.interpreter/);
      assert.match(r.message, /bufls\.path/);
      assert.match(r.message, /PATH/);
    }
  });
  it('a bufls.path that is not executable is an error, not skipped', () => {
    const r = resolveServer({ ...none, path: '/nope/bufls', interpreter: '/usr/bin/python3' }, fakeProbe(['/usr/bin/python3', '/usr/bin/bufls']));
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.message, /bufls\.path is "\/nope\/bufls", which is not an executable file/);
  });
  it('a bufls.interpreter that does not exist is an error, not skipped', () => {
    const r = resolveServer({ ...none, interpreter: '/ws/.venv/bin/python' }, fakeProbe(['/usr/bin/bufls']));
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.message, /bufls\.interpreter is "\/ws\/\.venv\/bin\/python"/);
  });
});

describe('which', () => {
  it('does not look up names with a slash', () => {
    assert.equal(which('./bufls', fakeProbe(['/usr/bin/./bufls'])), undefined);
  });
  it('tries the suffixes (Windows)', () => {
    const probe: Probe = { isExecutable: (f) => f === path.join('C:/py/Scripts', 'bufls.exe'), pathDirs: ['C:/py/Scripts'], suffixes: ['.exe', ''] };
    assert.equal(which('bufls', probe), path.join('C:/py/Scripts', 'bufls.exe'));
  });
});

describe('systemProbe (real file system)', () => {
  it('finds an executable file on PATH and ignores a non-executable one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bufls-resolve-'));
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'bufls-resolve-'));
    try {
      fs.writeFileSync(path.join(other, 'bufls'), '#!/bin/sh\n', { mode: 0o644 });
      fs.writeFileSync(path.join(dir, 'bufls'), '#!/bin/sh\n', { mode: 0o755 });
      fs.mkdirSync(path.join(dir, 'python3'));
      const probe = systemProbe({ PATH: [other, dir].join(path.delimiter) });
      const r = resolveServer(none, probe);
      assert.ok(r.ok);
      if (r.ok) assert.equal(r.server.command, path.join(dir, 'bufls'));
      assert.equal(probe.isExecutable(path.join(dir, 'python3')), false, 'a directory is not an executable');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('describe', () => {
  it('quotes arguments with spaces', () => {
    assert.equal(
      describeServer({ command: '/my env/python', args: ['-m', 'bufls'], source: 'bufls.interpreter' }),
      "'/my env/python' -m bufls (from bufls.interpreter)",
    );
  });
});
