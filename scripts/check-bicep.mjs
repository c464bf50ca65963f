// Compiles infra/main.bicep and lints every .bicep file under infra/ (rules in bicepconfig.json). Any
// error or warning fails: a warning is fixed, or suppressed where it stands with
// `#disable-next-line <rule>` and the reason beside it.
import { bicepCli, bicepVersion, compileInfra, lintInfra } from './lib/bicep.mjs';

try {
  const cli = bicepCli();
  const diagnostics = lintInfra(cli);
  if (diagnostics.length > 0) {
    console.error(`bicep lint: ${diagnostics.length} diagnostic(s) in infra/:\n${diagnostics.join('\n')}`);
    process.exit(1);
  }
  const template = compileInfra(cli);
  const modules = Object.values(template.resources ?? {}).filter(
    (resource) => resource.type === 'Microsoft.Resources/deployments',
  ).length;
  console.info(`Bicep ${bicepVersion()}: infra/ lints clean; main.bicep compiles (${modules} modules).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
