// The Bicep CLI and what it says of infra/. The CLI is NuGet's Azure.Bicep.CommandLine.linux-x64 (the
// compiler ships in it as tools/bicep); infra/bicep-cli/bicep-cli.csproj names its version, and a
// `dotnet restore` of that file brings it into the NuGet cache the first time it is needed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const project = join(repositoryRoot, 'infra/bicep-cli/bicep-cli.csproj');
const PACKAGE = 'Azure.Bicep.CommandLine.linux-x64';

/** The CLI version pinned in the restore project. */
export function bicepVersion() {
  const version = new RegExp(`Include="${PACKAGE}" Version="\\[([^\\]]+)\\]"`).exec(
    readFileSync(project, 'utf8'),
  )?.[1];
  if (version === undefined) throw new Error(`${project} pins no version of ${PACKAGE}`);
  return version;
}

function nugetCache() {
  if (process.env.NUGET_PACKAGES) return process.env.NUGET_PACKAGES;
  return join(homedir(), '.nuget/packages');
}

function dotnet(args) {
  const result = spawnSync('dotnet', args, { encoding: 'utf8' });
  if (result.error?.code === 'ENOENT') {
    throw new Error(
      'The .NET SDK (`dotnet`) is needed to restore the Bicep CLI from NuGet; it is not on PATH.',
    );
  }
  if (result.status !== 0) {
    throw new Error(`dotnet ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** The path of the Bicep CLI, restored from NuGet first if the cache lacks it. */
export function bicepCli() {
  const cli = join(nugetCache(), PACKAGE.toLowerCase(), bicepVersion(), 'tools/bicep');
  if (!existsSync(cli)) {
    console.info(`Restoring the Bicep CLI ${bicepVersion()} from NuGet...`);
    dotnet(['restore', project, '--verbosity', 'quiet']);
    if (!existsSync(cli)) throw new Error(`dotnet restore ran, but ${cli} is not there`);
  }
  return cli;
}

/**
 * The diagnostics of `bicep lint` on every .bicep file under infra/, one line each
 * (`file(line,col) : Warning rule: text`), errors and warnings alike; empty when the files are clean.
 */
export function lintInfra(cli = bicepCli()) {
  const result = spawnSync(cli, ['lint', '--pattern', 'infra/**/*.bicep'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  // Linting main.bicep lints its modules again: each diagnostic is listed once.
  const lines = [...new Set(`${result.stdout}${result.stderr}`.split('\n'))].filter(
    (line) => line.trim() !== '',
  );
  if (result.status !== 0 && lines.length === 0) throw new Error(`bicep lint exited ${result.status}`);
  return lines;
}

/** infra/main.bicep compiled to its ARM template (the JSON Azure deploys), parsed. */
export function compileInfra(cli = bicepCli()) {
  const json = execFileSync(cli, ['build', 'infra/main.bicep', '--stdout'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(json);
}
