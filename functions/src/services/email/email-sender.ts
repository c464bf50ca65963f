import { EmailClient } from '@azure/communication-email';
import { DefaultAzureCredential } from '@azure/identity';
import { config } from '../../platform/config.ts';
import { blobServiceClient } from '../storage-clients.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export const OUTBOX_CONTAINER = 'outbox';

let emailClient: EmailClient | undefined;

function acsClient(): EmailClient | null {
  if (emailClient) return emailClient;
  if (config.acsConnectionString) emailClient = new EmailClient(config.acsConnectionString);
  else if (config.acsEndpoint)
    emailClient = new EmailClient(config.acsEndpoint, new DefaultAzureCredential());
  return emailClient ?? null;
}

async function writeToOutbox(message: EmailMessage, key: string): Promise<void> {
  const outbox = blobServiceClient().getContainerClient(OUTBOX_CONTAINER);
  await outbox.createIfNotExists();
  const sentAt = new Date().toISOString();
  const body = JSON.stringify({ ...message, from: config.emailSender, sentAt, key }, null, 2);
  // Names sort by time, so the newest message is the last one listed.
  await outbox
    .getBlockBlobClient(`${sentAt.replace(/[:.]/g, '-')}-${key}.json`)
    .upload(body, Buffer.byteLength(body), { blobHTTPHeaders: { blobContentType: 'application/json' } });
}

/**
 * Sends through Azure Communication Services when it is configured; otherwise writes the message
 * to the `outbox` blob container (local stack), where `npm run outbox` reads it.
 */
export async function sendEmail(message: EmailMessage, key: string): Promise<void> {
  const client = acsClient();
  if (!client) {
    await writeToOutbox(message, key);
    return;
  }
  const poller = await client.beginSend({
    senderAddress: config.emailSender,
    content: { subject: message.subject, html: message.html, plainText: message.text },
    recipients: { to: [{ address: message.to }] },
  });
  const result = await poller.pollUntilDone();
  if (result.status !== 'Succeeded') throw new Error(`E-mail send ended with status ${result.status}`);
}
