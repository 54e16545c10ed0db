import { strict as assert } from 'assert';
import { describe, it } from 'node:test';
import { irDocumentRequest, nextStage, parseDecodedIrQuery, parseIrUriString, Stage } from '../src/irUri';

const SRC = 'file:///work/a&b/leak.mlir';
const RAW =
  'bufls-ir:/leak/3-buffer-deallocation.mlir?source=' +
  encodeURIComponent(SRC) +
  '&version=7&scope=function&function=%40leak_on_early_exit&index=3';

describe('bufls-ir URIs', () => {
  it('reads the query as the server wrote it', () => {
    assert.deepEqual(parseIrUriString(RAW), {
      source: SRC,
      version: 7,
      scope: 'function',
      function: '@leak_on_early_exit',
      index: 3,
    });
  });
  it('reads the query vscode.Uri decoded, even with & in the source', () => {
    const decoded = decodeURIComponent(RAW.slice(RAW.indexOf('?') + 1));
    assert.deepEqual(parseDecodedIrQuery(decoded), parseIrUriString(RAW));
  });
  it('an empty function is the whole file; a missing key is no stage', () => {
    const q = parseIrUriString('bufls-ir:/leak/0-input.mlir?source=file%3A%2F%2F%2Fx.mlir&version=1&scope=file&function=&index=0');
    assert.equal(q?.function, null);
    assert.equal(q?.scope, 'file');
    assert.equal(parseIrUriString('bufls-ir:/leak/0-input.mlir?version=1&index=0'), undefined);
    assert.equal(parseDecodedIrQuery('source=file:///x.mlir&version=x&index=0'), undefined);
    assert.equal(parseIrUriString('bufls-ir:/leak/0-input.mlir'), undefined);
    // the server leaves the version empty when it had none
    assert.equal(parseIrUriString('bufls-ir:/x/1-p.mlir?source=file%3A%2F%2F%2Fx.mlir&version=&scope=file&function=&index=1')?.version, null);
  });
  it('asks bufls/irDocument for the stage', () => {
    assert.deepEqual(irDocumentRequest(parseIrUriString(RAW)!), {
      textDocument: { uri: SRC },
      scope: 'function',
      function: '@leak_on_early_exit',
      index: 3,
      version: 7,
    });
  });
  it('a diff compares a stage with the next one by default', () => {
    const stages: Stage[] = [0, 1, 2].map((index) => ({ index, pass: `p${index}`, title: '', uri: '' }));
    assert.equal(nextStage(stages, stages[0]), stages[1]);
    assert.equal(nextStage(stages, stages[2]), undefined);
  });
});
