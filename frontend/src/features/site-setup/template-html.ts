/**
 * Quill's semantic HTML writes every space as &nbsp;, which would keep the message from wrapping on
 * the confirmation page and in the e-mail: a save sends plain spaces. (Done on save, not as typed:
 * the editor keeps its own form, or a space typed at the end of a line would be dropped.)
 */
export function withPlainSpaces(html: string): string {
  return html.replace(/&nbsp;|\u00a0/g, ' ');
}
