import 'react-quill-new/dist/quill.snow.css';
import { type RefObject, useEffect, useImperativeHandle, useRef } from 'react';
import ReactQuill from 'react-quill-new';

/** What the form does with the editor: put a placeholder where the cursor is. */
export interface RichTextEditorHandle {
  insertText: (text: string) => void;
}

export interface RichTextEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The id of the visible label: the editable area is a labelled multi-line textbox. */
  labelledBy: string;
  describedBy?: string;
  /** The toolbar's label and each button's (by Quill's format name, `header-1`, `list-bullet` ...). */
  toolbarLabel: string;
  buttonLabels: Record<string, string>;
  editorRef: RefObject<RichTextEditorHandle | null>;
}

/**
 * Only what the server keeps (functions/src/services/lelo-templates/sanitize-template-html.ts):
 * headings 1-3, bold, italic, underline, strike, lists, quotes and links. No pickers: plain buttons,
 * each with a name.
 */
const TOOLBAR = [
  [{ header: 1 }, { header: 2 }, { header: 3 }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'link'],
  ['clean'],
];
const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'link'];

// Tab and Shift+Tab leave the editor (no keyboard trap) instead of inserting a tab or indenting.
const leave = () => true;
const MODULES = {
  toolbar: TOOLBAR,
  keyboard: {
    bindings: {
      tab: { key: 'Tab', handler: leave },
      indent: { key: 'Tab', format: ['blockquote', 'indent', 'list'], handler: leave },
      outdent: { key: 'Tab', shiftKey: true, format: ['blockquote', 'indent', 'list'], handler: leave },
    },
  },
};

/**
 * The react-quill-new editor (Quill 2, snow theme) in its own chunk with its CSS: only the template
 * screen loads it. Quill's editable area and toolbar buttons get the names Quill leaves out.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  toolbarLabel,
  buttonLabels,
  editorRef,
}: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);

  useImperativeHandle(editorRef, () => ({
    insertText: (text: string) => {
      const quill = quillRef.current?.getEditor();
      if (!quill) return;
      const range = quill.getSelection(true);
      quill.insertText(range.index, text, 'user');
      quill.setSelection(range.index + text.length, 0, 'user');
    },
  }));

  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (!toolbar) return;
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', toolbarLabel);
    for (const button of toolbar.querySelectorAll('button')) {
      const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? '';
      const option = button.getAttribute('value');
      const label = buttonLabels[option ? `${format}-${option}` : format];
      if (label) button.setAttribute('aria-label', label);
    }
  }, [labelledBy, describedBy, toolbarLabel, buttonLabels]);

  return (
    <ReactQuill
      ref={quillRef}
      theme="snow"
      value={value}
      onChange={(html) => onChange(html)}
      onBlur={() => onBlur()}
      modules={MODULES}
      formats={FORMATS}
    />
  );
}
