import { createIcon } from "@backbeat/ui";

/** Glyphs of the page editor's toolbar, drawn on the kit's 24-unit grid. */
export const BoldIcon = createIcon("Bold", <path d="M7 5h6a3.5 3.5 0 010 7H7zM7 12h7a3.5 3.5 0 010 7H7z" />, {
  strokeWidth: 2.2,
});
export const ItalicIcon = createIcon("Italic", <path d="M10 5h8M6 19h8M14 5l-4 14" />);
export const UnderlineIcon = createIcon("Underline", <path d="M7 4v7a5 5 0 0010 0V4M5 20h14" />);
export const StrikeIcon = createIcon(
  "Strikethrough",
  <path d="M5 12h14M16.5 7.5C16 5.8 14.3 5 12 5 9.5 5 7.5 6.2 7.5 8.3c0 1.5 1 2.4 2.6 3M8 16c.6 1.9 2.3 3 4.3 3 2.6 0 4.4-1.3 4.4-3.3 0-.9-.3-1.6-.9-2.2" />,
);
export const HeadingTwoIcon = createIcon(
  "Heading2",
  <path d="M4 6v12M12 6v12M4 12h8M15 10a2.5 2.5 0 015 0c0 2-5 4-5 8h5" />,
);
export const HeadingThreeIcon = createIcon(
  "Heading3",
  <path d="M4 6v12M12 6v12M4 12h8M15 8.5a2.5 2.5 0 114 2.2M17.5 12a2.6 2.6 0 11-2.6 3.4" />,
);
export const BulletListIcon = createIcon(
  "BulletList",
  <path d="M10 6h10M10 12h10M10 18h10M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  { strokeWidth: 2.2 },
);
export const OrderedListIcon = createIcon(
  "OrderedList",
  <path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-.5v5M4 15h3l-3 4h3" />,
);
export const QuoteIcon = createIcon(
  "Quote",
  <path d="M6 17c-1.5-1-2-2.5-2-4.5C4 9 6 7 9 6.5M9 13H5M15 17c-1.5-1-2-2.5-2-4.5C13 9 15 7 18 6.5M18 13h-4" />,
);
export const CodeBlockIcon = createIcon("CodeBlock", <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 6l-3 12" />);
export const RuleIcon = createIcon("HorizontalRule", <path d="M4 12h16" />);
export const LinkIcon = createIcon(
  "Link",
  <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />,
);
export const ImageIcon = createIcon(
  "Image",
  <path d="M4 6.5A1.5 1.5 0 015.5 5h13A1.5 1.5 0 0120 6.5v11a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 17.5M15 9.5h.01" />,
);
export const UndoIcon = createIcon("Undo", <path d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3" />);
export const RedoIcon = createIcon("Redo", <path d="M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3" />);
export const SourceIcon = createIcon("Source", <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />);
