import { strict as assert } from 'assert';
import { describe, it } from 'node:test';
import { effectiveValue, expand, Inspected, needsRestart, normalizeResources, readSettings } from '../src/settings';

/** inspect() over a table {key: Inspected}, like WorkspaceConfiguration.inspect */
function inspector(table: Record<string, Inspected<unknown>>) {
  return <T>(key: string) => table[key] as Inspected<T> | undefined;
}

const ctx = { trusted: true, workspaceFolder: '/ws', home: '/home/u', env: { VENV: '/venvs/a' } };

describe('effectiveValue', () => {
  it('folder beats workspace beats user beats default', () => {
    const i = { defaultValue: 'd', globalValue: 'g', workspaceValue: 'w', workspaceFolderValue: 'f' };
    assert.equal(effectiveValue(i), 'f');
    assert.equal(effectiveValue({ ...i, workspaceFolderValue: undefined }), 'w');
    assert.equal(effectiveValue({ defaultValue: 'd', globalValue: 'g' }), 'g');
    assert.equal(effectiveValue({ defaultValue: 'd' }), 'd');
  });
  it('skips the workspace levels when they are not trusted', () => {
    assert.equal(effectiveValue({ defaultValue: '', globalValue: 'g', workspaceValue: 'w' }, false), 'g');
    assert.equal(effectiveValue({ defaultValue: '', workspaceValue: 'w' }, false), '');
  });
});

describe('expand', () => {
  it('expands ${workspaceFolder}, ${userHome}, ${env:X} and ~', () => {
    assert.equal(expand('${workspaceFolder}/.venv/bin/python', ctx), '/ws/.venv/bin/python');
    assert.equal(expand('${userHome}/bin/bufls', ctx), '/home/u/bin/bufls');
    assert.equal(expand('~/bin/bufls', ctx), '/home/u/bin/bufls');
    assert.equal(expand('${env:VENV}/bin/python', ctx), '/venvs/a/bin/python');
    assert.equal(expand('${env:NOPE}x', ctx), 'x');
  });
  it('leaves ${workspaceFolder} alone without a folder, and ~ inside a path', () => {
    assert.equal(expand('${workspaceFolder}/x', { trusted: true }), '${workspaceFolder}/x');
    assert.equal(expand('/a/~/b', ctx), '/a/~/b');
  });
});

describe('readSettings', () => {
  it('reads and expands the command settings', () => {
    const s = readSettings(
      inspector({
        path: { defaultValue: '' },
        interpreter: { defaultValue: '', workspaceValue: '${workspaceFolder}/.venv/bin/python' },
        args: { defaultValue: [], globalValue: ['--log', '${workspaceFolder}/log.txt'] },
      }),
      ctx,
    );
    assert.deepEqual([s.path, s.interpreter, s.args], ['', '/ws/.venv/bin/python', ['--log', '/ws/log.txt']]);
    assert.deepEqual(s.ignoredUntrusted, []);
  });
  it('ignores workspace-level command settings in an untrusted workspace', () => {
    const s = readSettings(
      inspector({
        path: { defaultValue: '', workspaceValue: './evil' },
        interpreter: { defaultValue: '', globalValue: '/usr/bin/python3', workspaceFolderValue: './evil-python' },
        args: { defaultValue: [], workspaceValue: ['--evil'] },
      }),
      { ...ctx, trusted: false },
    );
    assert.deepEqual([s.path, s.interpreter, s.args], ['', '/usr/bin/python3', []]);
    assert.deepEqual(s.ignoredUntrusted, ['bufls.path', 'bufls.interpreter', 'bufls.args']);
  });
  it('keeps workspace-level analysis settings in an untrusted workspace', () => {
    const s = readSettings(inspector({ severity: { defaultValue: {}, workspaceValue: { BUF202: 'off' } } }), {
      ...ctx,
      trusted: false,
    });
    assert.deepEqual(s.serverOptions, { severity: { BUF202: 'off' } });
  });
  it('sends only what the user set, in the server\'s key names', () => {
    const s = readSettings(
      inspector({
        inlayHints: { defaultValue: true, globalValue: false },
        privateFunctionDynamicOwnership: { defaultValue: false, workspaceValue: true },
        severity: { defaultValue: {} },
        exclude: { defaultValue: [], workspaceValue: ['${workspaceFolder}/third_party/**'] },
        logLevel: { defaultValue: 'warning', globalValue: 'debug' },
        resources: {
          defaultValue: [],
          workspaceValue: [{ name: 'pool', alloc: ['acme.pool_alloc'], dealloc: 'acme.pool_free', bogus: 1 }],
        },
      }),
      ctx,
    );
    assert.deepEqual(s.serverOptions, {
      'inlay-hints': false,
      'private-function-dynamic-ownership': true,
      exclude: ['/ws/third_party/**'],
      'log-level': 'debug',
      resource: [{ name: 'pool', alloc: ['acme.pool_alloc'], dealloc: 'acme.pool_free' }],
    });
  });
  it('sends the dialect files relative to the workspace folder, expanded', () => {
    const s = readSettings(
      inspector({
        inlayHints: { defaultValue: true },
        dialects: { defaultValue: [], workspaceValue: ['include/acme/*.td', '${workspaceFolder}/b.td', '/abs/c.td'] },
        dialectIncludeDirs: { defaultValue: [], globalValue: ['~/llvm/include'] },
      }),
      ctx,
    );
    assert.deepEqual(s.serverOptions, {
      'inlay-hints': true,
      dialects: ['/ws/include/acme/*.td', '/ws/b.td', '/abs/c.td'],
      'dialect-include-dirs': ['/home/u/llvm/include'],
    });
  });
  it('always sends inlay-hints (default true) and nothing else by default', () => {
    const s = readSettings(inspector({ inlayHints: { defaultValue: true }, severity: { defaultValue: {} } }), ctx);
    assert.deepEqual(s.serverOptions, { 'inlay-hints': true });
  });
});

describe('normalizeResources', () => {
  it('drops entries without a name and wraps a single alloc op', () => {
    assert.deepEqual(normalizeResources([{ alloc: ['x'] }, 'pool', { name: 's', alloc: 'acme.a', automatic: true }]), [
      { name: 's', alloc: ['acme.a'], automatic: true },
    ]);
    assert.deepEqual(normalizeResources({ name: 'x' }), []);
  });
});

describe('needsRestart', () => {
  const affects = (changed: string[]) => (section: string) =>
    changed.some((c) => c === section || c.startsWith(section + '.'));
  it('restarts for the command and the analysis settings', () => {
    assert.equal(needsRestart(affects(['bufls.path'])), true);
    assert.equal(needsRestart(affects(['bufls.resources'])), true);
    assert.equal(needsRestart(affects(['bufls.inlayHints'])), true);
  });
  it('does not restart for trace.server (the client follows it) or other extensions', () => {
    assert.equal(needsRestart(affects(['bufls.trace.server'])), false);
    assert.equal(needsRestart(affects(['editor.fontSize'])), false);
  });
});
