import { Parser } from 'htmlparser2';

/** Tags that end one paragraph of the agreement and start the next. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Tags whose content is never text a reader sees. */
const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);

interface OpenList {
  ordered: boolean;
  next: number;
}

/**
 * The plain paragraphs of staff-written HTML (an agreement, a confirmation message): one paragraph
 * per block (paragraph, heading, list item, table cell, line break), list items marked '•' or by their
 * number, entities decoded, scripts and styles dropped, runs of white space as one space. The
 * agreement step shows these paragraphs, the signed PDF prints them and the signing record keeps the
 * SHA-256 of their `agreementSignedText`: one text on the screen, in the record and on paper, whatever
 * markup the school wrote; e-mails send a message's paragraphs as their text part.
 */
export function htmlParagraphs(html: string): string[] {
  const paragraphs: string[] = [];
  const lists: OpenList[] = [];
  let current = '';
  let hiddenDepth = 0;
  const endParagraph = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text !== '' && !/^[•\d.]+$/.test(text)) paragraphs.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN_TAGS.has(name)) hiddenDepth += 1;
        if (!BLOCK_TAGS.has(name)) return;
        endParagraph();
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        const list = lists.at(-1);
        if (name === 'li' && list) {
          current = list.ordered ? `${list.next}. ` : '• ';
          list.next += 1;
        }
      },
      ontext(text) {
        if (hiddenDepth === 0) current += text;
      },
      onclosetag(name) {
        if (HIDDEN_TAGS.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        if (!BLOCK_TAGS.has(name)) return;
        endParagraph();
        if (name === 'ul' || name === 'ol') lists.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endParagraph();
  return paragraphs;
}
