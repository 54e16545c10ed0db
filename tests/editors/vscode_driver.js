// Drives real VS Code (code-server) in headless Chromium through playwright-core,
// for tests/editors/test_vscode.py. Everything goes through the UI a person
// uses: Quick Open, the Problems panel, the mouse hover, the command palette,
// Ctrl+S.
//
// usage: NODE_PATH=<dir with playwright-core> node vscode_driver.js CONFIG_JSON
// CONFIG_JSON: {url, out, chromium, timeoutMs,
//               diagFile, expectProblem, hoverLine, hoverToken, expectHover,
//               actionFile, actionCommand, actionFilePath,
//               graphCommand, graphFilePath, graphClickNode, graphFixBefore, graphFixText,
//               lensExpect, lensClickHas, lensClickFunction,
//               irFile, irFilePath, irLine, irCommand, irExpect, diffCommand}
// Writes {out}/result.json, {out}/vscode.png, {out}/vscode-graph.png and
// {out}/vscode-lens.png; exit 0 when every step passed.
const { chromium } = require('playwright-core');
const fs = require('fs');
const path = require('path');

const cfg = JSON.parse(process.argv[2]);
const timeout = cfg.timeoutMs || 60000;
const t0 = Date.now();
const result = { steps: [], problems: [], status_bar: null, hover: null, ok: false };
const step = (s) => result.steps.push(`${((Date.now() - t0) / 1000).toFixed(1)}s ${s}`);

async function quickOpen(page, text) {
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  await input.fill(text);
}

async function openFile(page, name) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await quickOpen(page, name);
    step(`quick open: ${name}`);
    // the row of the file itself, clicked: Enter would take whichever row is
    // highlighted while the list still shows the recently opened files
    const row = page.locator(`.quick-input-list .monaco-list-row[aria-label^="${name}"]`).first();
    if (await row.waitFor({ state: 'visible', timeout: 15000 }).then(() => true, () => false)) {
      await row.click({ timeout: 5000 }).catch(() => page.keyboard.press('Enter'));
    } else {
      await page.keyboard.press('Enter');
    }
    const ok = await page
      .waitForSelector(`.tabs-container .tab.active[aria-label*="${name}"]`, { timeout: 15000 })
      .then(() => true, () => false);
    if (ok) {
      await page.waitForSelector('.monaco-editor .view-lines .view-line', { timeout });
      return;
    }
    // what was there instead (for the record), then a clean start
    (result.open_retries ||= []).push({
      name,
      quick_input: await page.locator('.quick-input-widget').isVisible().catch(() => null),
      rows: await page.$$eval('.quick-input-list .monaco-list-row', (rs) => rs.map((r) => r.getAttribute('aria-label'))).catch(() => null),
      tabs: await page.$$eval('.tabs-container .tab', (ts) => ts.map((t) => `${t.className.includes('active') ? '*' : ''}${t.getAttribute('aria-label')}`)).catch(() => null),
    });
    await page.screenshot({ path: path.join(cfg.out, `open-retry-${name}-${attempt}.png`) }).catch(() => {});
    await page.keyboard.press('Escape');
  }
  throw new Error(`could not open ${name} with Quick Open`);
}

async function runCommand(page, title) {
  await quickOpen(page, `>${title}`);
  await page.waitForSelector(`.quick-input-list .monaco-list-row[aria-label*="${title}"]`, { timeout: 15000 });
  await page.keyboard.press('Enter');
}

async function statusBar(page) {
  return page.$$eval('.statusbar-item', (items) =>
    items.map((i) => i.innerText.trim()).filter((t) => t.includes('bufls')).join(' | '));
}

// the box of the span holding `token` on the first visible line that contains
// `lineText`; looked up in one go in the page (semantic tokens and inlay hints
// re-render the lines meanwhile), again until `ms` passed
async function tokenBox(page, lineText, token, ms = 15000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const box = await page.evaluate(([lineText, token]) => {
      const nb = (t) => (t || '').replace(/\u00a0/g, ' '); // the editor renders spaces as U+00A0
      for (const line of document.querySelectorAll('.monaco-editor .view-lines .view-line')) {
        if (!nb(line.textContent).includes(lineText)) continue;
        for (const span of line.querySelectorAll('span span')) {
          if (nb(span.textContent).trim() !== token) continue;
          const r = span.getBoundingClientRect();
          if (r.width > 0) return { x: r.x, y: r.y, width: r.width, height: r.height };
        }
      }
      return null;
    }, [lineText, token]);
    if (box || Date.now() > deadline) return box;
    await page.waitForTimeout(200);
  }
}

// the text of 0-based line `n` of a file on disk
const fileLine = (file, n) => (fs.readFileSync(file, 'utf8').split('\n')[n] || '');

// "Ln 14, Col 1 (27 selected)" -> 14 (1-based), from the status bar
async function cursorLine(page) {
  const t = await page.locator('.statusbar-item[id$="status.editor.selection"]').first()
    .innerText({ timeout: 5000 }).catch(() => '');
  const m = /Ln (\d+)/.exec(t);
  return m ? Number(m[1]) : null;
}

// the 1-based number of the first line of `file` (on disk) that contains `text`
function fileLineNumber(file, text) {
  const n = fs.readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
  if (n < 1) throw new Error(`no line with "${text}" in ${file}`);
  return n;
}

// the cursor to the start of line `n` (1-based) with Go to Line; the line the status bar then shows
async function goToLine(page, n) {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  await input.fill(`:${n}`);
  await page.keyboard.press('Enter');
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline && (await cursorLine(page)) !== n) await page.waitForTimeout(100);
  return cursorLine(page);
}

// the page inside the newest webview: VS Code puts it in iframe.webview > iframe#active-frame
function webviewContent(page) {
  return page.locator('iframe.webview.ready').last().contentFrame().locator('iframe#active-frame').contentFrame();
}

// 4. the ownership graph of the function under the cursor, and the code lens over it
async function graphSteps(page) {
  await openFile(page, cfg.diagFile);
  // the code lens over each function (from the server), e.g. "owns %buf"
  const lensSel = '.monaco-editor .codelens-decoration';
  const lens = await page.waitForFunction(([sel, exp]) => Array.from(document.querySelectorAll(sel))
    .some((l) => new RegExp(exp, 'i').test(l.innerText)), [lensSel, cfg.lensExpect], { timeout: 30000 })
    .then(() => true, () => false);
  result.lenses = await page.$$eval(lensSel, (ls) => ls.map((l) => l.innerText.trim()));
  result.lens_seen = lens;
  step(lens ? 'code lens seen' : 'code lens NOT seen');
  const lensBox = result.lenses.length ? await page.locator(lensSel).first().boundingBox({ timeout: 5000 }).catch(() => null) : null;
  const editorBox = await page.locator('.editor-group-container.active .monaco-editor').first().boundingBox();
  if (editorBox) {
    const y = Math.max(editorBox.y, (lensBox ? lensBox.y : editorBox.y) - 60);
    await page.screenshot({ path: path.join(cfg.out, 'vscode-lens.png'),
      clip: { x: editorBox.x, y, width: Math.min(editorBox.width, 900), height: Math.min(260, editorBox.y + editorBox.height - y) } });
  }

  // the cursor on %buf in the leaking function, then the command
  const box = await tokenBox(page, cfg.hoverLine, cfg.hoverToken);
  if (!box) throw new Error(`token ${cfg.hoverToken} not found on a line with "${cfg.hoverLine}"`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Escape');
  await runCommand(page, cfg.graphCommand);
  step('graph command run');
  const view = webviewContent(page);
  const pathSel = '#bufls-graph svg g.problem-path';
  const seen = await view.locator(pathSel).first().waitFor({ state: 'attached', timeout: timeout })
    .then(() => true, () => false);
  result.graph_seen = seen;
  step(seen ? 'graph with the leak path seen' : 'graph NOT seen');
  if (!seen) {
    result.graph_text = await view.locator('body').innerText({ timeout: 5000 }).catch((e) => `(no webview: ${e.message})`);
    return;
  }
  result.graph_path_ids = await view.locator(pathSel).evaluateAll((gs) => gs.map((g) => g.id));
  result.graph_path_colored = await view.locator(`${pathSel} [stroke="#d62728"]`).count();
  result.graph_problems = await view.locator('#bufls-problems li').allInnerTexts();
  result.graph_title = await page.locator('.tab.active[aria-label*="Ownership"]').first()
    .getAttribute('aria-label', { timeout: 5000 }).catch(() => null);

  // a click on a node selects its block in the editor
  const node = view.locator(`#bufls-graph svg g.node.clickable[id="${cfg.graphClickNode}"] text`).first();
  result.graph_node_label = await node.textContent({ timeout: 5000 }).catch(() => null);
  await node.click({ timeout: 15000 });
  const want = (result.graph_node_label || '').trim();
  const deadline = Date.now() + 15000;
  let line = null;
  while (Date.now() < deadline) {
    line = await cursorLine(page);
    if (line && want && fileLine(cfg.graphFilePath, line - 1).includes(want)) break;
    await page.waitForTimeout(150);
  }
  result.graph_click_line = line;
  result.graph_click_text = line ? fileLine(cfg.graphFilePath, line - 1) : null;
  result.graph_click_revealed = !!(line && want && result.graph_click_text.includes(want));
  step(result.graph_click_revealed ? `node click revealed line ${line}` : 'node click did NOT reveal its block');
  await page.keyboard.press('Control+J'); // the Problems panel closes: room for the picture
  await page.waitForSelector('.part.panel', { state: 'hidden', timeout: 5000 }).catch(() => {});
  await page.screenshot({ path: path.join(cfg.out, 'vscode-graph.png') });

  // the graph follows the text: free %buf before the early return and the leak's path goes
  await goToLine(page, fileLineNumber(cfg.graphFilePath, cfg.graphFixBefore));
  await page.keyboard.insertText(cfg.graphFixText + '\n');
  result.graph_updated_on_edit = await view.locator(pathSel).first()
    .waitFor({ state: 'detached', timeout: 30000 }).then(() => true, () => false);
  result.graph_problems_after_edit = await view.locator('#bufls-problems li').allInnerTexts().catch(() => null);
  step(result.graph_updated_on_edit ? 'graph redrawn without the leak after the edit' : 'graph NOT redrawn after the edit');
  await page.keyboard.press('Control+Z');
  // undone: the leak's path is back (and the server has the text the lenses are made from)
  result.graph_restored_after_undo = await view.locator(pathSel).first()
    .waitFor({ state: 'attached', timeout: 30000 }).then(() => true, () => false);

  // the code lens over another function opens that function's graph (the
  // lenses are drawn again after the edit: a click may land on one going away)
  const other = page.locator(lensSel, { hasText: cfg.lensClickHas }).locator('a').first();
  if (await other.waitFor({ state: 'visible', timeout: 20000 }).then(() => true, () => false)) {
    const tabSel = `.tab[aria-label*="Ownership: ${cfg.lensClickFunction}"]`;
    for (let attempt = 0; attempt < 3 && !result.lens_click_graph; attempt++) {
      await other.click({ timeout: 15000 }).catch((e) => step(`code lens click: ${e.message.split('\n')[0]}`));
      result.lens_click_graph = await page.waitForSelector(tabSel, { timeout: 15000 }).then(() => true, () => false);
    }
    if (!result.lens_click_graph) {
      result.lens_click_tabs = await page.$$eval('.tabs-container .tab', (ts) => ts.map((t) => t.getAttribute('aria-label')));
      result.lens_click_panel = await view.locator('#bufls-title').innerText({ timeout: 5000 }).catch(() => null);
      await page.screenshot({ path: path.join(cfg.out, 'failure-lens-click.png') }).catch(() => {});
    }
    step(result.lens_click_graph ? 'code lens click showed its graph' : 'code lens click did NOT show its graph');
  } else {
    result.lenses_later = await page.$$eval(lensSel, (ls) => ls.map((l) => l.innerText.trim()));
    step(`no code lens with "${cfg.lensClickHas}"`);
  }
}

// 5. the IR after each pass: a stage document, then a diff of two stages
async function irSteps(page) {
  await page.keyboard.press('Control+1'); // the first group (the graph is in the second)
  await openFile(page, cfg.irFile);
  // the cursor on the line (below the fold)
  result.ir_cursor_line = await goToLine(page, fileLineNumber(cfg.irFilePath, cfg.irLine));
  await runCommand(page, cfg.irCommand);
  step('IR command run');
  const picked = await page.waitForFunction(() => {
    const t = document.querySelector('.quick-input-widget .quick-input-title');
    return t && t.offsetParent !== null && /IR after each pass/.test(t.textContent || '') &&
      document.querySelectorAll('.quick-input-list .monaco-list-row').length > 0;
  }, null, { timeout }).then(() => true, () => false);
  const rows = page.locator('.quick-input-list .monaco-list-row');
  result.ir_stages = picked ? await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('aria-label') || '')) : [];
  step(`IR stages: ${result.ir_stages.length}`);
  if (!result.ir_stages.length) {
    result.ir_notifications = await page.$$eval('.notification-toast', (ts) => ts.map((t) => t.innerText.trim())).catch(() => []);
    await page.keyboard.press('Escape');
    return;
  }
  // the last stage: after the whole pipeline
  await rows.nth(result.ir_stages.length - 1).click();
  const textSel = '.editor-group-container.active .monaco-editor .view-lines';
  const shown = await page.waitForFunction(([sel, exp, src]) => {
    const tab = document.querySelector('.editor-group-container.active .tab.active');
    const v = document.querySelector(sel);
    return !!tab && !(tab.getAttribute('aria-label') || '').includes(src) && /\.mlir/.test(tab.getAttribute('aria-label') || '') &&
      !!v && v.innerText.replace(/\u00a0/g, ' ').includes(exp);
  }, [textSel, cfg.irExpect, cfg.irFile], { timeout: 30000 }).then(() => true, () => false);
  result.ir_tab = await page.locator('.editor-group-container.active .tab.active').first().getAttribute('aria-label').catch(() => null);
  result.ir_text = await page.locator(textSel).first().innerText().then((t) => t.replace(/\u00a0/g, ' ')).catch(() => null);
  result.ir_language_mode = await page.locator('.statusbar-item[id$="status.editor.mode"]').first()
    .innerText({ timeout: 5000 }).catch(() => null);
  result.ir_seen = shown;
  step(shown ? 'IR stage document shown' : 'IR stage document NOT shown');

  // the diff: Enter twice takes the first stage and the one after it
  await page.keyboard.press('Control+1');
  await page.waitForSelector(`.editor-group-container.active .tab.active[aria-label*="${cfg.irFile}"]`, { timeout: 15000 });
  await runCommand(page, cfg.diffCommand);
  for (const title of ['from the IR after', '→ the IR after']) {
    const ok = await page.waitForFunction((t) => {
      const el = document.querySelector('.quick-input-widget .quick-input-title');
      return el && el.offsetParent !== null && (el.textContent || '').includes(t) &&
        document.querySelectorAll('.quick-input-list .monaco-list-row').length > 0;
    }, title, { timeout: 30000 }).then(() => true, () => false);
    if (!ok) { step(`diff pick "${title}" NOT seen`); await page.keyboard.press('Escape'); return; }
    await page.keyboard.press('Enter');
  }
  result.diff_seen = await page.waitForSelector('.editor-group-container.active .monaco-diff-editor', { timeout: 30000 })
    .then(() => true, () => false);
  result.diff_tab = await page.locator('.editor-group-container.active .tab.active').first().getAttribute('aria-label').catch(() => null);
  step(result.diff_seen ? 'IR diff shown' : 'IR diff NOT shown');
}

(async () => {
  const browser = await chromium.launch({
    executablePath: cfg.chromium || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => { if (m.type() === 'error') (result.console_errors ||= []).push(m.text().slice(0, 300)); });
  try {
    await page.goto(cfg.url, { timeout });
    await page.waitForSelector('.monaco-workbench', { timeout });
    step('workbench loaded');
    await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout }).catch(() => step('explorer not seen'));
    step('explorer shown');

    // 1. the leak in the Problems panel
    await openFile(page, cfg.diagFile);
    step(`${cfg.diagFile} opened`);
    result.language_mode = await page.locator('.statusbar-item[id$="status.editor.mode"]').first()
      .innerText({ timeout: 10000 }).catch(() => null);
    await page.keyboard.press('Control+Shift+M');
    const rowSel = '.markers-panel .monaco-list-row';
    const seen = await page.waitForFunction(([sel, exp]) => Array.from(document.querySelectorAll(sel))
      .some((r) => (r.textContent || '').includes(exp)), [rowSel, cfg.expectProblem], { timeout })
      .then(() => true, () => false);
    result.problems = await page.$$eval(rowSel, (rows) => rows.map((r) => (r.textContent || '').trim()));
    result.problem_seen = seen;
    step(seen ? 'problem seen' : 'problem NOT seen');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.statusbar-item'))
      .some((i) => /bufls: \d+ finding/.test(i.innerText)), null, { timeout: 15000 }).catch(() => {});
    result.status_bar = await statusBar(page);
    result.token_classes = await page.$$eval('.monaco-editor .view-lines .view-line span span',
      (s) => Array.from(new Set(s.map((x) => x.className))));

    // 2. hover a memref: the hover shows the leak and the ownership
    const box = await tokenBox(page, cfg.hoverLine, cfg.hoverToken);
    if (!box) {
      result.hover_line_spans = await page.$$eval('.monaco-editor .view-lines .view-line', (ls) => ls.map((l) =>
        Array.from(l.querySelectorAll('span span')).map((s) => `${s.className}:${s.textContent}`).join('|')));
      throw new Error(`token ${cfg.hoverToken} not found on a line with "${cfg.hoverLine}"`);
    }
    // code lenses and inlay hints arrive meanwhile and move the text: hover
    // where the token is now, again until the hover shows or 30 s passed
    let hovered = false;
    const hoverDeadline = Date.now() + 30000;
    while (!hovered && Date.now() < hoverDeadline) {
      const at = (await tokenBox(page, cfg.hoverLine, cfg.hoverToken)) || box;
      await page.mouse.move(5, 5);
      await page.waitForTimeout(300);
      await page.mouse.move(at.x + 2, at.y + at.height / 2);
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      hovered = await page.waitForFunction((exp) => Array.from(document.querySelectorAll('.monaco-hover'))
        .some((h) => h.offsetParent !== null && new RegExp(exp, 'i').test(h.innerText)), cfg.expectHover, { timeout: 6000 })
        .then(() => true, () => false);
    }
    result.hover = await page.$$eval('.monaco-hover', (hs) => hs.filter((h) => h.offsetParent !== null)
      .map((h) => h.innerText.trim()).filter(Boolean).join('\n---\n')).catch(() => null);
    result.hover_seen = hovered;
    step(hovered ? 'ownership hover seen' : 'ownership hover NOT seen');
    await page.screenshot({ path: path.join(cfg.out, 'vscode.png') });
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');

    // 3. "Insert deallocations in file" on a dealloc-free file, then Ctrl+S
    await openFile(page, cfg.actionFile);
    step(`${cfg.actionFile} opened`);
    const before = fs.readFileSync(cfg.actionFilePath, 'utf8');
    await page.waitForTimeout(500); // let the server see the document first
    await runCommand(page, cfg.actionCommand);
    step('command run');
    // VS Code applies the server's edit; with files.refactoring.autoSave (on by
    // default) it may save the file itself, else the tab turns dirty: Ctrl+S.
    const changedOnDisk = () => fs.readFileSync(cfg.actionFilePath, 'utf8') !== before;
    const dirtySel = `.tabs-container .tab.active.dirty[aria-label*="${cfg.actionFile}"]`;
    let deadline = Date.now() + 30000;
    let dirty = false;
    while (Date.now() < deadline && !changedOnDisk() && !(dirty = !!(await page.$(dirtySel)))) {
      await page.waitForTimeout(100);
    }
    result.action_changed_editor = dirty || changedOnDisk();
    step(result.action_changed_editor ? `edit applied (${dirty ? 'dirty' : 'saved by VS Code'})` : 'edit NOT applied');
    if (result.action_changed_editor) {
      await page.keyboard.press('Control+S');
      deadline = Date.now() + 30000;
      while (Date.now() < deadline && (!changedOnDisk() || (await page.$(dirtySel)))) {
        await page.waitForTimeout(100);
      }
      result.action_saved = changedOnDisk() && !(await page.$(dirtySel));
      step(result.action_saved ? 'saved' : 'NOT saved');
      // the Problems panel and the status bar follow the new text
      await page.waitForFunction(() => Array.from(document.querySelectorAll('.statusbar-item'))
        .some((i) => /bufls: 2 findings/.test(i.innerText)), null, { timeout: 15000 }).catch(() => {});
    }
    result.status_bar_after = await statusBar(page);
    result.ok = seen && hovered && !!result.action_saved;

    // 4. and 5.: each records its own failure and lets the next one run
    for (const [name, steps] of [['graph', graphSteps], ['ir', irSteps]]) {
      try {
        await steps(page);
      } catch (e) {
        result[`${name}_error`] = String((e && e.message) || e).slice(0, 2000);
        step(`${name} steps failed`);
        await page.screenshot({ path: path.join(cfg.out, `failure-${name}.png`) }).catch(() => {});
        await page.keyboard.press('Escape').catch(() => {});
      }
    }
    result.ok = result.ok && !!result.graph_seen && !!result.ir_seen;
  } catch (e) {
    result.error = String((e && e.message) || e).slice(0, 2000);
  }
  if (!result.ok) await page.screenshot({ path: path.join(cfg.out, 'failure.png') }).catch(() => {});
  await browser.close();
  fs.writeFileSync(path.join(cfg.out, 'result.json'), JSON.stringify(result, null, 1));
  console.log(JSON.stringify(result));
  process.exit(result.ok ? 0 : 1);
})().catch((e) => { console.error(e); process.exit(2); });
