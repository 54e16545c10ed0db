// The ownership graph panel's page: HTML, CSS and the script that runs in
// the webview. No `vscode` import. Nothing is loaded from anywhere: the
// Content-Security-Policy allows only this page's own style and script
// (by nonce) and the webview's own resources.
//
// Messages, extension -> webview:
//   {type: 'graph', file, function, svg, error, nodes: [{id, label}], problems: [{code, message, nodes, edges}]}
//   {type: 'busy', busy: boolean}
// webview -> extension:
//   {type: 'ready'}                    the page (re)loaded: send the graph again
//   {type: 'node', id}                 a node was clicked
//   {type: 'problem', index}           a problem in the list was clicked

/** What the extension posts for one answer of bufls/ownershipGraph. */
export interface GraphMessage {
  type: 'graph';
  file: string;
  function: string | null;
  svg: string | null;
  error: string | null;
  /** the nodes that have a range in the text (clicking them shows it) */
  nodes: { id: string; label: string }[];
  problems: { code: string; message: string; nodes: string[]; edges: string[]; hasRange: boolean }[];
}

export function makeNonce(random: () => number = Math.random): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 32; i++) s += chars.charAt(Math.floor(random() * chars.length));
  return s;
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} data:`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
  ].join('; ');
}

export function graphHtml(cspSource: string, nonce: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Ownership graph</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header id="bufls-header">
  <span id="bufls-title">Ownership graph</span>
  <span id="bufls-status"></span>
  <button id="bufls-fit" type="button" title="Fit the graph to the panel's width, or show it at its own size">1:1</button>
</header>
<div id="bufls-graph" class="fit"><p class="bufls-note">Waiting for the language server…</p></div>
<section id="bufls-problems-section" hidden>
  <h2>Problems</h2>
  <ul id="bufls-problems"></ul>
</section>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

const STYLE = `
body { padding: 0 12px 12px; color: var(--vscode-foreground); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }
#bufls-header { display: flex; gap: 12px; align-items: center; padding: 8px 0; position: sticky; top: 0; background: var(--vscode-editor-background); z-index: 1; }
#bufls-title { font-weight: 600; font-family: var(--vscode-editor-font-family); }
#bufls-status { flex: 1; opacity: 0.7; }
#bufls-fit { color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); border: none; padding: 2px 8px; cursor: pointer; }
#bufls-graph { overflow: auto; }
#bufls-graph svg { background: #ffffff; border-radius: 4px; display: block; }
#bufls-graph.fit svg { max-width: 100%; height: auto; }
#bufls-graph g.node.clickable { cursor: pointer; }
#bufls-graph g.node.clickable:hover path, #bufls-graph g.node.clickable:hover polygon { stroke-width: 3; }
#bufls-graph g.focus path, #bufls-graph g.focus polygon { stroke: #d62728; stroke-width: 4; }
#bufls-graph g.focus text { font-weight: bold; }
.bufls-note { opacity: 0.8; }
.bufls-error { color: var(--vscode-errorForeground); white-space: pre-wrap; font-family: var(--vscode-editor-font-family); }
#bufls-problems-section h2 { font-size: 1em; margin: 16px 0 4px; }
#bufls-problems { list-style: none; padding: 0; margin: 0; }
#bufls-problems li { padding: 3px 6px; border-radius: 3px; cursor: pointer; }
#bufls-problems li:hover { background: var(--vscode-list-hoverBackground); }
#bufls-problems .code { color: #d62728; font-weight: 600; margin-right: 8px; font-family: var(--vscode-editor-font-family); }
`;

// Plain ES2020 for the webview (no template literals: this is one).
const SCRIPT = `
(function () {
  'use strict';
  const vscode = acquireVsCodeApi();
  const graph = document.getElementById('bufls-graph');
  const title = document.getElementById('bufls-title');
  const status = document.getElementById('bufls-status');
  const fit = document.getElementById('bufls-fit');
  const section = document.getElementById('bufls-problems-section');
  const list = document.getElementById('bufls-problems');
  // what Graphviz's SVG is made of; everything else (script, foreignObject, ...) is dropped
  const ALLOWED = new Set(['svg', 'g', 'title', 'desc', 'polygon', 'polyline', 'path', 'ellipse', 'circle',
    'rect', 'line', 'text', 'tspan', 'defs', 'lineargradient', 'radialgradient', 'stop', 'a']);

  function cleanAttributes(el) {
    for (const a of Array.from(el.attributes)) {
      const n = a.name.toLowerCase();
      if (n.startsWith('on') || n === 'style' || n.endsWith('href')) el.removeAttribute(a.name);
    }
  }

  function parseSvg(text) {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) return null;
    cleanAttributes(root);
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (!ALLOWED.has(el.localName.toLowerCase())) el.remove();
      else cleanAttributes(el);
    }
    return document.importNode(root, true);
  }

  // Graphviz's own list of the problems (the list under the graph says the same) and the
  // page-sized white background go; the picture is cut to what is left
  function trim(svg) {
    const listed = svg.querySelector('g.node[id="problems"]');
    const background = svg.querySelector('g.graph > polygon');
    if (!listed && !background) return;
    if (listed) listed.remove();
    if (background) background.remove();
    try {
      const b = svg.getBBox();
      if (!(b.width > 0 && b.height > 0)) return;
      const pad = 4;
      svg.setAttribute('viewBox', [b.x - pad, b.y - pad, b.width + 2 * pad, b.height + 2 * pad].join(' '));
      svg.setAttribute('width', (b.width + 2 * pad) + 'pt');
      svg.setAttribute('height', (b.height + 2 * pad) + 'pt');
    } catch (e) {
      // not laid out (hidden): keep Graphviz's size
    }
  }

  function byId(id) {
    return graph.querySelector('[id="' + CSS.escape(id) + '"]');
  }

  function focus(ids, on) {
    for (const id of ids) {
      const el = byId(id);
      if (el) el.classList.toggle('focus', on);
    }
  }

  function note(text, cls) {
    const p = document.createElement('p');
    p.className = cls;
    p.textContent = text;
    return p;
  }

  function render(m) {
    title.textContent = (m.function ? m.function + '  ·  ' : '') + (m.file || '');
    graph.replaceChildren();
    if (m.svg) {
      const svg = parseSvg(m.svg);
      if (svg) {
        graph.appendChild(svg);
        trim(svg);
        for (const n of m.nodes || []) {
          const g = byId(n.id);
          if (!g) continue;
          g.classList.add('clickable');
          let t = g.querySelector(':scope > title');
          if (!t) {
            t = document.createElementNS('http://www.w3.org/2000/svg', 'title');
            g.prepend(t);
          }
          t.textContent = n.label + ' (click: show it in the editor)';
        }
      } else {
        graph.appendChild(note('bufls: the graph could not be read (not SVG).', 'bufls-error'));
      }
    } else if (m.error) {
      graph.appendChild(note(m.error, 'bufls-error'));
    } else {
      graph.appendChild(note(m.function ? 'No graph for ' + m.function + '.' :
        'Put the cursor in a function to see its ownership graph.', 'bufls-note'));
    }
    list.replaceChildren();
    (m.problems || []).forEach(function (p, i) {
      const li = document.createElement('li');
      li.dataset.index = String(i);
      const code = document.createElement('span');
      code.className = 'code';
      code.textContent = p.code;
      li.append(code, document.createTextNode(p.message));
      if (p.hasRange) li.title = 'Show it in the editor';
      li.addEventListener('mouseenter', function () { focus(p.nodes.concat(p.edges), true); });
      li.addEventListener('mouseleave', function () { focus(p.nodes.concat(p.edges), false); });
      li.addEventListener('click', function () { vscode.postMessage({ type: 'problem', index: i }); });
      list.appendChild(li);
    });
    section.hidden = !(m.problems && m.problems.length);
  }

  graph.addEventListener('click', function (ev) {
    const g = ev.target && ev.target.closest ? ev.target.closest('g.node.clickable') : null;
    if (g && g.id) vscode.postMessage({ type: 'node', id: g.id });
  });
  fit.addEventListener('click', function () {
    const on = graph.classList.toggle('fit');
    fit.textContent = on ? '1:1' : 'Fit';
  });
  window.addEventListener('message', function (ev) {
    const m = ev.data || {};
    if (m.type === 'graph') render(m);
    else if (m.type === 'busy') status.textContent = m.busy ? 'updating…' : '';
  });
  vscode.postMessage({ type: 'ready' });
})();
`;
