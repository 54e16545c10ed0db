// Drives real VS Code (code-server) in headless Chromium through playwright-core,
// for tests/editors/test_vscode.py. Everything goes through the UI a person
// uses: Quick Open, the Problems panel, the mouse hover, the command palette,
// Ctrl+S.
//
// usage: NODE_PATH=<dir with playwright-core> node vscode_driver.js CONFIG_JSON
// CONFIG_JSON: {url, out, chromium, timeoutMs,
//               diagFile, expectProblem, hoverLine, hoverToken, expectHover,
//               actionFile, actionCommand, actionFilePath}
// Writes {out}/result.json and {out}/vscode.png; exit 0 when every step passed.
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
    await page.waitForSelector(`.quick-input-list .monaco-list-row[aria-label*="${name}"]`, { timeout: 15000 }).catch(() => {});
    await page.keyboard.press('Enter');
    const ok = await page
      .waitForSelector(`.tabs-container .tab.active[aria-label*="${name}"]`, { timeout: 15000 })
      .then(() => true, () => false);
    if (ok) {
      await page.waitForSelector('.monaco-editor .view-lines .view-line', { timeout });
      return;
    }
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

// the span holding `token` on the first visible line that contains `lineText`
async function tokenBox(page, lineText, token) {
  const lines = await page.$$('.monaco-editor .view-lines .view-line');
  for (const line of lines) {
    // the editor renders spaces as U+00A0
    if (!(await line.innerText()).replace(/\u00a0/g, ' ').includes(lineText)) continue;
    for (const span of await line.$$('span span')) {
      if ((await span.innerText()).replace(/\u00a0/g, ' ').trim() === token) return span.boundingBox();
    }
  }
  return null;
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
    if (!box) throw new Error(`token ${cfg.hoverToken} not found on a line with "${cfg.hoverLine}"`);
    await page.waitForTimeout(300);
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hovered = await page.waitForFunction((exp) => Array.from(document.querySelectorAll('.monaco-hover'))
      .some((h) => h.offsetParent !== null && new RegExp(exp, 'i').test(h.innerText)), cfg.expectHover, { timeout: 20000 })
      .then(() => true, () => false);
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
  } catch (e) {
    result.error = String((e && e.message) || e).slice(0, 2000);
  }
  if (!result.ok) await page.screenshot({ path: path.join(cfg.out, 'failure.png') }).catch(() => {});
  await browser.close();
  fs.writeFileSync(path.join(cfg.out, 'result.json'), JSON.stringify(result, null, 1));
  console.log(JSON.stringify(result));
  process.exit(result.ok ? 0 : 1);
})().catch((e) => { console.error(e); process.exit(2); });
