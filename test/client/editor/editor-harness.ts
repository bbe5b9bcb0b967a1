/**
 * A Lexical editor as the admin editor sets it up, without a DOM: the same nodes and the same
 * content-policy transforms (links, images, tabs). `editor.update(fn, { discrete: true })` commits
 * synchronously, transforms included, so a test reads the result right after.
 */
import { registerList } from "@lexical/list";
import { createEditor, type LexicalEditor, mergeRegister } from "lexical";
import { EDITOR_NODES } from "../../../client/editor/nodes";
import { registerHeadingPolicy } from "../../../client/editor/plugins/ContentPolicyPlugin/registerHeadingPolicy";
import { registerTabPolicy } from "../../../client/editor/plugins/ContentPolicyPlugin/registerTabPolicy";
import { registerImagePolicy } from "../../../client/editor/plugins/ImagesPlugin/registerImagePolicy";
import { registerLinkPolicy } from "../../../client/editor/plugins/LinkPlugin/registerLinkPolicy";

/**
 * The editor, optionally starting from a stored document. As in the browser (where the plugins
 * register after LexicalComposer has loaded the initial value), the policies are registered after
 * loading, which runs their transforms over every existing link, image and tab.
 */
export function createTestEditor(initial?: unknown, onRefusedLink?: (url: string) => void): LexicalEditor {
  const editor = createEditor({
    namespace: "test",
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });
  if (initial !== undefined) editor.setEditorState(editor.parseEditorState(JSON.stringify(initial)));
  mergeRegister(registerLinkPolicy(editor, onRefusedLink), registerImagePolicy(editor), registerTabPolicy(editor), registerHeadingPolicy(editor), registerList(editor));
  // Commits the update the registrations queued (they mark existing nodes of their type dirty).
  editor.update(() => {}, { discrete: true });
  return editor;
}

/** Runs `fn` in a discrete (synchronous) update. */
export function update(editor: LexicalEditor, fn: () => void): void {
  editor.update(fn, { discrete: true });
}

/** The document as the editor's onChange would report it. */
export function toJSON(editor: LexicalEditor): { root: Record<string, unknown> } {
  return JSON.parse(JSON.stringify(editor.getEditorState().toJSON())) as { root: Record<string, unknown> };
}
