// The status bar item's text and tooltip. No `vscode` import.

export type ServerState = 'starting' | 'running' | 'stopped' | 'failed' | 'not-found';

export interface Counts {
  error: number;
  warning: number;
  info: number;
  hint: number;
}

export interface StatusView {
  text: string;
  tooltip: string;
  /** use the status bar's error colour */
  alarm: boolean;
}

const ICONS: Record<ServerState, string> = {
  starting: '$(sync~spin)',
  running: '$(check)',
  stopped: '$(circle-slash)',
  failed: '$(error)',
  'not-found': '$(error)',
};

export function total(c: Counts): number {
  return c.error + c.warning + c.info + c.hint;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** e.g. "$(warning) bufls: 2 findings" when running, "$(error) bufls: not found" when it cannot run. */
export function statusView(state: ServerState, counts: Counts, detail = ''): StatusView {
  const n = total(counts);
  let text: string;
  if (state === 'running') {
    // $(error) is kept for a server that is missing or failed
    const icon = n > 0 ? '$(warning)' : ICONS.running;
    text = `${icon} bufls: ${plural(n, 'finding')}`;
  } else {
    text = `${ICONS[state]} bufls: ${state.replace('-', ' ')}`;
  }
  const lines = [`bufls language server: ${state.replace('-', ' ')}`];
  if (state === 'running') {
    lines.push(
      `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ` +
        `${counts.info} info, ${plural(counts.hint, 'hint')} in open files`,
    );
  }
  if (detail) lines.push(detail);
  lines.push('Click to show the output.');
  return { text, tooltip: lines.join('\n'), alarm: state === 'failed' || state === 'not-found' };
}

/** Adds up diagnostics by LSP/VS Code severity (0 error, 1 warning, 2 information, 3 hint). */
export function countSeverities(severities: Iterable<number>): Counts {
  const c: Counts = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const s of severities) {
    if (s === 0) c.error++;
    else if (s === 1) c.warning++;
    else if (s === 2) c.info++;
    else c.hint++;
  }
  return c;
}
