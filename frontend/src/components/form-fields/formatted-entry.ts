import type { ClipboardEvent } from 'react';

/**
 * How a text control hands what is typed or pasted to its form: through the field's format (phone
 * hyphens, ZIP digits) when it has one. `apply` takes the control's new text; `onPaste` is its paste
 * handler.
 */
export function formattedEntry(onChange: (value: string) => void, format?: (raw: string) => string) {
  const apply = (raw: string) => onChange(format ? format(raw) : raw);
  // A formatted value can be longer than the raw text allows (a pasted '+1 (555) 123-4567' with
  // maxLength 12), so a paste is rewritten as a whole instead of being cut by the browser first.
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!format) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    apply(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end));
  };
  return { apply, onPaste };
}
