/**
 * Lexical's theme: the class names it puts on the elements it renders. All start with "rte-" and are
 * styled in client/styles/editor.css; nothing is styled inline (the admin page's CSP has
 * style-src 'self').
 */
import type { EditorThemeClasses } from "lexical";

export const editorTheme: EditorThemeClasses = {
  paragraph: "rte-paragraph",
  heading: {
    h1: "rte-heading rte-heading--h1",
    h2: "rte-heading rte-heading--h2",
    h3: "rte-heading rte-heading--h3",
    h4: "rte-heading rte-heading--h4",
    h5: "rte-heading rte-heading--h5",
    h6: "rte-heading rte-heading--h6",
  },
  list: {
    ol: "rte-list rte-list--ol",
    ul: "rte-list rte-list--ul",
    listitem: "rte-listitem",
    nested: { listitem: "rte-listitem--nested" },
  },
  link: "rte-link",
  image: "rte-image",
  text: {
    bold: "rte-text--bold",
    italic: "rte-text--italic",
    underline: "rte-text--underline",
    strikethrough: "rte-text--strikethrough",
    underlineStrikethrough: "rte-text--underline-strikethrough",
    code: "rte-text--code",
    subscript: "rte-text--subscript",
    superscript: "rte-text--superscript",
  },
};
