// npm run reset: wipes the local data (Cosmos snapshot, Azurite blobs and queues). The next
// npm start seeds the demo data again.
import { rmSync } from 'node:fs';

const dataDir = new URL('../.data', import.meta.url).pathname;
rmSync(dataDir, { recursive: true, force: true });
console.info(`Removed ${dataDir}. The next npm start seeds fresh demo data.`);
