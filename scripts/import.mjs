// npm run import -- [--dry-run] <files or folders>: loads the district's reference data (brands,
// charters, program types, learning centers, sessions, catalogs, course offerings, staff permissions)
// into Cosmos DB; docs/operations.md, "Loading the district's data". The tool is
// functions/src/cli/import.ts.
import { runFunctionsTool } from './lib/functions-tool.mjs';

process.exitCode = await runFunctionsTool('import', process.argv.slice(2));
