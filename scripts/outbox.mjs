// npm run outbox [-- --count 10]: the latest e-mails the local stack "sent" (the `outbox` blob
// container in Azurite; the stack must be running).
import { parseArgs } from 'node:util';
import { BlobServiceClient } from '@azure/storage-blob';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10' } } });
const connection =
  process.env.AzureWebJobsStorage ??
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;';
const outbox = BlobServiceClient.fromConnectionString(connection).getContainerClient('outbox');
try {
  if (!(await outbox.exists())) {
    console.info('The outbox is empty.');
    process.exit(0);
  }
} catch {
  console.error('Cannot reach Azurite on port 10000: is the local stack running (npm start)?');
  process.exit(1);
}
// Blobs are named by their idempotency key, so the newest is found by creation time.
const blobs = [];
for await (const blob of outbox.listBlobsFlat()) blobs.push(blob);
blobs.sort((a, b) => (a.properties.createdOn?.getTime() ?? 0) - (b.properties.createdOn?.getTime() ?? 0));
const names = blobs.map((blob) => blob.name);
const latest = names.slice(-Number(values.count)).reverse();
for (const name of latest) {
  const message = JSON.parse((await outbox.getBlobClient(name).downloadToBuffer()).toString('utf8'));
  console.info(`\n${message.sentAt}  to: ${message.to}\nsubject: ${message.subject}`);
  console.info(
    message.text
      .split('\n')
      .slice(0, 4)
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  for (const file of message.attachments ?? []) console.info(`  attached: ${file.name} (${file.size} bytes)`);
}
console.info(`\n${names.length} message(s) in the outbox; showing the latest ${latest.length}.`);
