import { describe, expect, it } from 'vitest';
import { sanitizeTemplateHtml } from './sanitize-template-html.ts';

describe('sanitizeTemplateHtml', () => {
  it("keeps what the editor makes: formatting, lists, headings, quotes, https and mailto links, Quill's classes", () => {
    const html =
      '<h1>Welcome</h1><h2>Next</h2><h3>Steps</h3>' +
      '<p class="ql-align-center">Hi <strong>{{firstName}}</strong> <em>{{lastName}}</em> <u>u</u> <s>s</s><br></p>' +
      '<ol><li data-list="bullet"><span class="ql-ui"></span>one</li><li data-list="ordered" class="ql-indent-1">two</li></ol>' +
      '<ul><li>three</li></ul><blockquote>quote</blockquote>' +
      '<p><a href="https://learn4life.org/start">start</a> <a href="mailto:office@learn4life.example">mail</a></p>';
    expect(sanitizeTemplateHtml(html)).toBe(
      '<h1>Welcome</h1><h2>Next</h2><h3>Steps</h3>' +
        '<p class="ql-align-center">Hi <strong>{{firstName}}</strong> <em>{{lastName}}</em> <u>u</u> <s>s</s><br /></p>' +
        '<ol><li data-list="bullet"><span class="ql-ui"></span>one</li><li class="ql-indent-1" data-list="ordered">two</li></ol>' +
        '<ul><li>three</li></ul><blockquote>quote</blockquote>' +
        '<p><a href="https://learn4life.org/start" target="_blank" rel="noopener noreferrer">start</a> ' +
        '<a href="mailto:office@learn4life.example" target="_blank" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it('drops scripts with their content, event handlers, javascript: and other non-https links', () => {
    expect(sanitizeTemplateHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeTemplateHtml('<img src="x" onerror="alert(1)"><p onclick="x()">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeTemplateHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeTemplateHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeTemplateHtml('<a href="http://plain.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeTemplateHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeTemplateHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });

  it('drops styles, frames, forms, foreign classes and attributes and unknown list kinds', () => {
    expect(
      sanitizeTemplateHtml(
        '<style>p{}</style><iframe src="https://x.example"></iframe><form><input></form>' +
          '<p style="color:red" class="evil ql-indent-2" id="x">t</p><li data-list="evil">l</li><div>d</div>',
      ),
    ).toBe('<p class="ql-indent-2">t</p><li>l</li>d');
  });
});
