// node scripts/write-example-data.mjs [folder]: writes the local demo data as the import's files
// (default data/examples/), after a change to the seed; functions/src/local/seed/example-data.test.ts
// fails while the committed files and the seed differ. The tool is functions/src/cli/write-example-data.ts.
import { runFunctionsTool } from './lib/functions-tool.mjs';

process.exitCode = await runFunctionsTool('write-example-data', process.argv.slice(2));
