import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  TextArea,
  TextField,
  Tooltip,
  TooltipTrigger,
} from "@backbeat/ui";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ComponentType, type FormEvent, useEffect, useId, useState } from "react";
import { ToggleButton } from "react-aria-components";
import { useController } from "react-hook-form";
import { prose } from "@/features/custom-pages/prose.css.ts";
import { type DialogComponentProps, openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import * as icons from "./editor-icons.tsx";
import * as s from "./rich-text.css.ts";

interface UrlAnswer {
  url: string;
  text: string;
}

interface UrlDialogData {
  kind: "link" | "image";
  url: string;
  text: string;
}

/** The address (and alt text for an image) of a link or image the editor inserts. */
function UrlDialog({ data, close }: DialogComponentProps<UrlDialogData, UrlAnswer>) {
  const [url, setUrl] = useState(data.url);
  const [text, setText] = useState(data.text);
  const image = data.kind === "image";
  const valid = image
    ? /^https:\/\/\S+$/i.test(url) || (url.startsWith("/") && !url.startsWith("//"))
    : url === "" || /^(https?:\/\/|mailto:|tel:|\/(?!\/))\S*$/i.test(url);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) close({ url: url.trim(), text: text.trim() });
  };
  return (
    <Dialog size="sm" aria-label={image ? t("Insert image") : t("Link")}>
      <form onSubmit={submit}>
        <DialogHeader>{image ? t("Insert image") : t("Link")}</DialogHeader>
        <DialogBody className={s.dialogFields}>
          <TextField
            autoFocus
            label={image ? t("Image address") : t("Address")}
            value={url}
            onChange={setUrl}
            isInvalid={url !== "" && !valid}
            errorMessage={
              image
                ? t("Use an https address or a path on this site.")
                : t("Use an http, https, mailto or tel address.")
            }
            description={image ? undefined : t("Leave empty to remove the link.")}
            placeholder="https://"
          />
          {image ? <TextField label={t("Alternative text")} value={text} onChange={setText} /> : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => close()}>
            {t("Cancel")}
          </Button>
          <Button type="submit" isDisabled={!valid || (image && url === "")}>
            {image ? t("Insert") : t("Apply")}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

async function editLink(editor: Editor) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const answer = await openDialog(UrlDialog, { kind: "link", url: current, text: "" });
  if (!answer) return;
  const chain = editor.chain().focus().extendMarkRange("link");
  if (answer.url === "") chain.unsetLink().run();
  else chain.setLink({ href: answer.url }).run();
}

async function insertImage(editor: Editor) {
  const answer = await openDialog(UrlDialog, { kind: "image", url: "", text: "" });
  if (answer?.url) editor.chain().focus().setImage({ src: answer.url, alt: answer.text }).run();
}

interface ToolProps {
  label: string;
  icon: ComponentType<{ size?: number }>;
  active?: boolean;
  disabled?: boolean;
  onPress: () => void;
}

function Tool({ label, icon: Icon, active = false, disabled, onPress }: ToolProps) {
  return (
    <TooltipTrigger>
      <ToggleButton
        className={s.tool}
        aria-label={label}
        isSelected={active}
        isDisabled={disabled}
        onChange={onPress}
        // Keep the text selection in the editor while a tool is clicked.
        onPointerDown={(e) => e.preventDefault()}
      >
        <Icon size={18} />
      </ToggleButton>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}

function Toolbar({ editor, source, onSource }: { editor: Editor; source: boolean; onSource: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("codeBlock"),
      link: e.isActive("link"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = (fn: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () =>
    fn(editor.chain().focus()).run();
  const off = source;
  return (
    <div className={s.toolbar} role="toolbar" aria-label={t("Formatting")}>
      <div className={s.group}>
        <Tool
          label={t("Bold")}
          icon={icons.BoldIcon}
          active={state.bold}
          disabled={off}
          onPress={run((c) => c.toggleBold())}
        />
        <Tool
          label={t("Italic")}
          icon={icons.ItalicIcon}
          active={state.italic}
          disabled={off}
          onPress={run((c) => c.toggleItalic())}
        />
        <Tool
          label={t("Underline")}
          icon={icons.UnderlineIcon}
          active={state.underline}
          disabled={off}
          onPress={run((c) => c.toggleUnderline())}
        />
        <Tool
          label={t("Strikethrough")}
          icon={icons.StrikeIcon}
          active={state.strike}
          disabled={off}
          onPress={run((c) => c.toggleStrike())}
        />
      </div>
      <div className={s.group}>
        <Tool
          label={t("Heading")}
          icon={icons.HeadingTwoIcon}
          active={state.h2}
          disabled={off}
          onPress={run((c) => c.toggleHeading({ level: 2 }))}
        />
        <Tool
          label={t("Subheading")}
          icon={icons.HeadingThreeIcon}
          active={state.h3}
          disabled={off}
          onPress={run((c) => c.toggleHeading({ level: 3 }))}
        />
        <Tool
          label={t("Bulleted list")}
          icon={icons.BulletListIcon}
          active={state.bullet}
          disabled={off}
          onPress={run((c) => c.toggleBulletList())}
        />
        <Tool
          label={t("Numbered list")}
          icon={icons.OrderedListIcon}
          active={state.ordered}
          disabled={off}
          onPress={run((c) => c.toggleOrderedList())}
        />
        <Tool
          label={t("Quote")}
          icon={icons.QuoteIcon}
          active={state.quote}
          disabled={off}
          onPress={run((c) => c.toggleBlockquote())}
        />
        <Tool
          label={t("Code block")}
          icon={icons.CodeBlockIcon}
          active={state.code}
          disabled={off}
          onPress={run((c) => c.toggleCodeBlock())}
        />
        <Tool label={t("Divider")} icon={icons.RuleIcon} disabled={off} onPress={run((c) => c.setHorizontalRule())} />
      </div>
      <div className={s.group}>
        <Tool
          label={t("Link")}
          icon={icons.LinkIcon}
          active={state.link}
          disabled={off}
          onPress={() => void editLink(editor)}
        />
        <Tool
          label={t("Insert image")}
          icon={icons.ImageIcon}
          disabled={off}
          onPress={() => void insertImage(editor)}
        />
      </div>
      <div className={s.group}>
        <Tool label={t("Undo")} icon={icons.UndoIcon} disabled={off || !state.undo} onPress={run((c) => c.undo())} />
        <Tool label={t("Redo")} icon={icons.RedoIcon} disabled={off || !state.redo} onPress={run((c) => c.redo())} />
      </div>
      <div className={s.end}>
        <Tool label={t("Edit HTML")} icon={icons.SourceIcon} active={source} onPress={onSource} />
      </div>
    </div>
  );
}

/**
 * The custom page body as rich text (Tiptap), bound to the form field `name` as HTML. "Edit HTML"
 * switches to the markup itself for what the toolbar does not make (tables, definition lists).
 * Whatever either produces is cut down to the server's allow-list when saved.
 */
export function RichTextEditor({ name, label, description }: { name: string; label: string; description?: string }) {
  const { field, fieldState } = useController({ name });
  const errorMessage = fieldState.error?.message ? t(fieldState.error.message) : undefined;
  const value = (field.value as string | undefined) ?? "";
  const [source, setSource] = useState(false);
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ["mailto", "tel"],
        HTMLAttributes: { rel: "noopener noreferrer", target: null },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: { class: `${prose} ${s.content}`, "aria-labelledby": labelId, "aria-multiline": "true" },
    },
    onUpdate: ({ editor: e }) => field.onChange(e.isEmpty ? "" : e.getHTML()),
    onBlur: () => field.onBlur(),
  });

  // A value set from outside (a reset after saving, the HTML view) replaces the document.
  useEffect(() => {
    if (!editor || source) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  return (
    <div className={s.field} data-invalid={errorMessage ? true : undefined}>
      <span className={s.label} id={labelId}>
        {label}
      </span>
      <div className={s.frame}>
        {editor ? <Toolbar editor={editor} source={source} onSource={() => setSource(!source)} /> : null}
        {source ? (
          <TextArea
            aria-labelledby={labelId}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            rows={18}
            className={s.source}
          />
        ) : (
          <EditorContent editor={editor} className={s.editable} data-testid="rich-text-editor" />
        )}
      </div>
      {errorMessage ? (
        <p className={s.error} role="alert">
          {errorMessage}
        </p>
      ) : description ? (
        <p className={s.description}>{description}</p>
      ) : null}
    </div>
  );
}
