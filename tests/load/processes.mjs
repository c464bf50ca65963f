// The machine's processes as /proc lists them, for the bench tools that watch or move Chromium's
// renderers while Lighthouse runs (core-wait.mjs, pinned-main-thread.mjs).
import { readdirSync, readFileSync } from 'node:fs';

/** The ids of every process now running. */
export const processIds = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));

/** A process's command line, or '' for one that ended meanwhile or a kernel thread. */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** A page's renderer: not the browser's own WebUI one, which draws no page. */
export const isPageRenderer = (command) => command.includes('--type=renderer') && !command.includes('webui');
