const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The message text as Azure's base64 encoding wrote it; the raw text when it is not base64 of UTF-8. */
export function decodeMessageText(messageText: string): string {
  if (messageText === '' || !BASE64.test(messageText)) return messageText;
  try {
    return utf8.decode(Buffer.from(messageText, 'base64'));
  } catch {
    return messageText;
  }
}

/** What a queue handler receives: parsed JSON when the text is JSON, the string otherwise (as the worker does). */
export function decodeQueueMessage(messageText: string): unknown {
  const text = decodeMessageText(messageText);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Encodes a message the way the Functions host's base64 queue encoding expects it. */
export function encodeQueueMessage(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Buffer.from(text, 'utf8').toString('base64');
}
