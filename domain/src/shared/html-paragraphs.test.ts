import { describe, expect, it } from 'vitest';
import { htmlParagraphs } from './html-paragraphs.ts';

describe('htmlParagraphs', () => {
  it('makes one paragraph per block and line break, drops tags and decodes entities', () => {
    expect(
      htmlParagraphs('<p>Thank you, <strong>Ana</strong> O&#39;Neil &amp; co!</p><p>Line<br>two</p>'),
    ).toEqual(["Thank you, Ana O'Neil & co!", 'Line', 'two']);
  });

  it('marks bulleted items with • and numbered ones by their number, nested lists counted apart', () => {
    expect(
      htmlParagraphs(
        '<ul><li>One</li><li>Two</li></ul><ol><li>First<ol><li>Inner</li></ol></li><li>Second</li></ol>',
      ),
    ).toEqual(['• One', '• Two', '1. First', '1. Inner', '2. Second']);
  });

  it('collapses white space, keeps accents and drops what a reader never sees', () => {
    expect(
      htmlParagraphs(
        '<h1>  Acuerdo\n general </h1><script>alert(1)</script><style>p{}</style><p>María&nbsp;José</p>',
      ),
    ).toEqual(['Acuerdo general', 'María José']);
  });

  it('keeps a staff text whose entity is past U+10FFFF (it becomes U+FFFD) and answers [] for blank HTML', () => {
    expect(htmlParagraphs('<p>A&#99999999;B&#x110000;C&#x41;</p>')).toEqual(['A\uFFFDB\uFFFDCA']);
    expect(htmlParagraphs('<p><br></p>')).toEqual([]);
    expect(htmlParagraphs('')).toEqual([]);
  });

  it('reads plain text as one paragraph', () => {
    expect(htmlParagraphs('Just text')).toEqual(['Just text']);
  });
});
