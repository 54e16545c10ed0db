import { strict as assert } from 'assert';
import { describe, it } from 'node:test';
import { countSeverities, statusView } from '../src/status';

describe('statusView', () => {
  it('shows the number of findings while running', () => {
    const v = statusView('running', countSeverities([0, 1, 1]));
    assert.equal(v.text, '$(warning) bufls: 3 findings');
    assert.match(v.tooltip, /1 error, 2 warnings, 0 info, 0 hints/);
    assert.equal(v.alarm, false);
  });
  it('a clean workspace', () => {
    assert.equal(statusView('running', countSeverities([])).text, '$(check) bufls: 0 findings');
    assert.equal(statusView('running', countSeverities([2])).text, '$(warning) bufls: 1 finding');
  });
  it('states other than running, with the error colour when the server is missing or failed', () => {
    assert.equal(statusView('starting', countSeverities([])).text, '$(sync~spin) bufls: starting');
    const v = statusView('not-found', countSeverities([]), 'set bufls.path');
    assert.equal(v.text, '$(error) bufls: not found');
    assert.match(v.tooltip, /set bufls.path/);
    assert.equal(v.alarm, true);
  });
});
