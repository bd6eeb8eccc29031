import { Image } from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { precheckFile, uploadFile } from '@/shared/upload/upload-api';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useEffect, useRef } from 'react';
import styles from './rich-text-editor.module.css';

/**
 * The article editor (decision 0022): Tiptap (ProseMirror) with an antd-styled toolbar — paragraphs,
 * headings, bold/italic/underline/strike, lists, quotes, links and pictures uploaded to the `content`
 * bucket. It produces plain semantic HTML; the server sanitises whatever arrives anyway.
 */
export function RichTextEditor({ value, onChange, placeholder = '请输入正文' }: { value?: string; onChange?: (html: string) => void; placeholder?: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } }), Image],
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': '正文', 'data-placeholder': placeholder, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  });
  // A value set from outside (the loaded article, a restored draft) replaces the content once it differs.
  // An editor already destroyed (useEditor replaces its first instance when the page mounts again, as
  // on a reload) has no schema left to serialise: it is skipped, its successor gets the value.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === undefined) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className={styles.content} data-testid="rich-text-editor" />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('链接地址（http:// 或 https:// 开头，或本站路径如 /help/index）', previous);
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!/^(https?:\/\/|\/|mailto:)/.test(href.trim())) {
      void toast.error('链接地址需以 http://、https:// 或 / 开头');
      return;
    }
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const insertImage = async (file: File) => {
    const problem = precheckFile('content', file);
    if (problem) {
      void toast.error(problem);
      return;
    }
    try {
      const uploaded = await uploadFile('content', file, file.name);
      chain()
        .setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const buttons: { label: string; title: string; active?: boolean; run: () => void }[] = [
    { label: '正文', title: '正文段落', run: () => chain().setParagraph().run() },
    { label: 'H2', title: '二级标题', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'H3', title: '三级标题', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'B', title: '加粗', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'I', title: '斜体', active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'U', title: '下划线', active: state.underline, run: () => chain().toggleUnderline().run() },
    { label: 'S', title: '删除线', active: state.strike, run: () => chain().toggleStrike().run() },
    { label: '• 列表', title: '无序列表', active: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: '1. 列表', title: '有序列表', active: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: '引用', title: '引用', active: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: '链接', title: '插入链接', active: state.link, run: setLink },
    { label: '图片', title: '插入图片', run: () => fileInput.current?.click() },
    { label: '分隔线', title: '分隔线', run: () => chain().setHorizontalRule().run() },
    { label: '撤销', title: '撤销', run: () => chain().undo().run() },
    { label: '重做', title: '重做', run: () => chain().redo().run() },
  ];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式">
      {buttons.map((button) => (
        <button
          key={button.title}
          type="button"
          title={button.title}
          aria-label={button.title}
          aria-pressed={button.active ?? undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          {button.label}
        </button>
      ))}
      <input
        ref={fileInput}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,.webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
    </div>
  );
}
