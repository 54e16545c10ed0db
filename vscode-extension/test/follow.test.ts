import { strict as assert } from 'assert';
import { describe, it } from 'node:test';
import { debounce, needsRequest, Shown } from '../src/follow';

const p = (line: number, character = 0) => ({ line, character });
const shown: Shown = {
  uri: 'file:///a.mlir',
  version: 3,
  function: '@f',
  range: { start: p(5), end: p(20, 1) },
  position: p(8, 2),
};

describe('the graph panel follows the cursor', () => {
  it('asks again only when the function, the version or the document changes', () => {
    assert.equal(needsRequest(undefined, shown.uri, 3, p(8)), true);
    assert.equal(needsRequest(shown, shown.uri, 3, p(12, 4)), false); // same function
    assert.equal(needsRequest(shown, shown.uri, 3, p(20, 1)), false); // its last character
    assert.equal(needsRequest(shown, shown.uri, 3, p(21)), true); // left the function
    assert.equal(needsRequest(shown, shown.uri, 4, p(12)), true); // the text changed
    assert.equal(needsRequest(shown, 'file:///b.mlir', 3, p(12)), true);
  });
  it('outside every function: asks again on another line only', () => {
    const none: Shown = { ...shown, function: null, range: null, position: p(2) };
    assert.equal(needsRequest(none, shown.uri, 3, p(2, 9)), false);
    assert.equal(needsRequest(none, shown.uri, 3, p(3)), true);
  });
  it('debounces', async () => {
    const calls: number[] = [];
    const f = debounce(20, (x: number) => calls.push(x));
    f(1);
    f(2);
    f(3);
    await new Promise((r) => setTimeout(r, 60));
    assert.deepEqual(calls, [3]);
    f(4);
    f.cancel();
    await new Promise((r) => setTimeout(r, 40));
    assert.deepEqual(calls, [3]);
  });
});
