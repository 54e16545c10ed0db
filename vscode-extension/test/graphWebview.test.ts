import { strict as assert } from 'assert';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, graphHtml, makeNonce } from '../src/graphWebview';

describe('the graph webview page', () => {
  const nonce = makeNonce();
  const html = graphHtml('vscode-webview://abc', nonce);
  it('has a strict Content-Security-Policy: nothing remote, scripts and styles by nonce', () => {
    const csp = contentSecurityPolicy('vscode-webview://abc', nonce);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, new RegExp(`script-src 'nonce-${nonce}'($|;)`));
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:|\*/);
    assert.ok(html.includes(`content="${csp}"`));
  });
  it('every script and style carries the nonce; nothing is loaded from elsewhere', () => {
    assert.equal(html.match(/<script/g)?.length, html.match(new RegExp(`<script nonce="${nonce}"`, 'g'))?.length);
    assert.equal(html.match(/<style/g)?.length, 1);
    assert.doesNotMatch(html, /\ssrc=|<link|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
  it('nonces differ', () => {
    assert.equal(nonce.length, 32);
    assert.notEqual(makeNonce(), nonce);
  });
  it('the webview script parses', () => {
    const script = html.slice(html.indexOf(`<script nonce="${nonce}">`) + `<script nonce="${nonce}">`.length, html.lastIndexOf('</script>'));
    assert.doesNotThrow(() => new Function('acquireVsCodeApi', script));
  });
});
