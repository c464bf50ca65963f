import { createHash } from 'node:crypto';
import { EmailClient } from '@azure/communication-email';
import { DefaultAzureCredential } from '@azure/identity';
import { config } from '../../platform/config.ts';
import { blobServiceClient } from '../storage-clients.ts';
import { LOCAL_ONLY_BLOB_CONTAINERS } from '../storage-names.ts';

/** A file sent with a message (the shape Communication Services takes). */
export interface EmailAttachment {
  name: string;
  contentType: string;
  contentInBase64: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

export const OUTBOX_CONTAINER = LOCAL_ONLY_BLOB_CONTAINERS.outbox;

let emailClient: EmailClient | undefined;

function acsClient(): EmailClient | null {
  if (emailClient) return emailClient;
  if (config.acsConnectionString) emailClient = new EmailClient(config.acsConnectionString);
  else if (config.acsEndpoint)
    emailClient = new EmailClient(config.acsEndpoint, new DefaultAzureCredential());
  return emailClient ?? null;
}

/** Sends one message under an idempotency key: the same key never makes a second message. */
export type SendEmail = (message: EmailMessage, key: string) => Promise<void>;

function statusCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/**
 * One blob per key (`<key>.json`), written only if absent: a retry after "sent but not recorded"
 * finds the blob and sends nothing more, like Communication Services with the same operation id.
 */
async function writeToOutbox(message: EmailMessage, key: string): Promise<void> {
  const outbox = blobServiceClient().getContainerClient(OUTBOX_CONTAINER);
  await outbox.createIfNotExists();
  const sentAt = new Date().toISOString();
  const { attachments, ...content } = message;
  // Attachments last, each with its size, so the text stays readable at the top of the blob.
  const recorded = attachments?.map((attachment) => ({
    name: attachment.name,
    contentType: attachment.contentType,
    size: Buffer.byteLength(attachment.contentInBase64, 'base64'),
    contentInBase64: attachment.contentInBase64,
  }));
  const body = JSON.stringify(
    { ...content, from: config.emailSender, sentAt, key, ...(recorded ? { attachments: recorded } : {}) },
    null,
    2,
  );
  try {
    await outbox.getBlockBlobClient(`${key}.json`).upload(body, Buffer.byteLength(body), {
      blobHTTPHeaders: { blobContentType: 'application/json' },
      conditions: { ifNoneMatch: '*' },
    });
  } catch (error) {
    if (statusCode(error) !== 409) throw error;
  }
}

/** Communication Services wants a UUID as operation id: the same key always gives the same one. */
export function operationIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends through Azure Communication Services when it is configured; otherwise writes the message
 * to the `outbox` blob container (local stack), where `npm run outbox` reads it. `key` makes the send
 * idempotent: ACS treats a repeated operation id as the same operation; the outbox keeps one blob.
 */
export const sendEmail: SendEmail = async (message, key) => {
  const client = acsClient();
  if (!client) {
    await writeToOutbox(message, key);
    return;
  }
  const poller = await client.beginSend(
    {
      senderAddress: config.emailSender,
      content: { subject: message.subject, html: message.html, plainText: message.text },
      recipients: { to: [{ address: message.to }] },
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    },
    { operationId: operationIdOf(key) },
  );
  const result = await poller.pollUntilDone();
  if (result.status !== 'Succeeded') throw new Error(`E-mail send ended with status ${result.status}`);
};
