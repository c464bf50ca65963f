import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function stale(output, inputs) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return inputs.some((input) => newestMtime(input) > built);
}

function run(label, command, args, cwd) {
  console.info(`Building ${label}...`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${label} failed.`);
    process.exit(1);
  }
}

/** Builds the Functions package and the front end only when their sources changed since the last build. */
export function buildIfStale(root, { frontend = true } = {}) {
  const domain = join(root, 'domain/src');
  if (
    stale(join(root, 'functions/dist/local/main.js'), [
      domain,
      join(root, 'functions/src'),
      join(root, 'functions/build.mjs'),
    ])
  ) {
    run('the Functions app', process.execPath, ['build.mjs'], join(root, 'functions'));
  }
  const frontendDir = join(root, 'frontend');
  if (
    frontend &&
    // The prerendered pages are written last: their manifest marks a whole build.
    stale(join(frontendDir, 'dist/prerendered/manifest.json'), [
      domain,
      join(frontendDir, 'src'),
      join(frontendDir, 'public'),
      join(frontendDir, 'scripts'),
      join(frontendDir, 'index.html'),
      join(frontendDir, 'vite.config.ts'),
      join(frontendDir, 'vite-plugins'),
      join(frontendDir, 'first-screens.json'),
    ])
  ) {
    run('the front end', process.execPath, ['scripts/build.mjs', '--quiet'], frontendDir);
  }
}
