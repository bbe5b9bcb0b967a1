/**
 * An uploaded image inside the text: an inline DecoratorNode (it sits in a paragraph, heading or
 * list item, like Quill's images did). Its JSON is exactly the server's whitelist shape
 * (src/shared/richtext/schema.ts, RichTextImage): { type: "image", version: 1, src, altText, width, height },
 * with width and height left out when unknown.
 */
import type { JSX } from "react";
import {
  $applyNodeReplacement,
  $getDocument,
  DecoratorNode,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type SerializedPartial,
} from "lexical";
import { normalizeImageSize } from "../utils/images";
import { ImageComponent } from "./ImageComponent";

/** The stored form of an image: the server's whitelist shape. */
export interface SerializedImageNode {
  type: "image";
  version: 1;
  src: string;
  altText: string;
  width?: number;
  height?: number;
}

/** What an image is made from. */
export interface ImagePayload {
  src: string;
  altText: string;
  width?: number | undefined;
  height?: number | undefined;
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __altText: string;
  __width: number | undefined;
  __height: number | undefined;

  static override getType(): string {
    return "image";
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode({ src: node.__src, altText: node.__altText, width: node.__width, height: node.__height }, node.__key);
  }

  /** Tolerant: wrong field types become defaults, sizes outside the whitelist are dropped. */
  static override importJSON(json: SerializedPartial<SerializedLexicalNode> & Record<string, unknown>): ImageNode {
    return $createImageNode({
      src: typeof json.src === "string" ? json.src : "",
      altText: typeof json.altText === "string" ? json.altText : "",
      ...normalizeImageSize(json.width, json.height),
    });
  }

  constructor(payload: ImagePayload = { src: "", altText: "" }, key?: NodeKey) {
    super(key);
    const size = normalizeImageSize(payload.width, payload.height);
    this.__src = payload.src;
    this.__altText = payload.altText;
    this.__width = size.width;
    this.__height = size.height;
  }

  override exportJSON(): SerializedImageNode {
    const json: SerializedImageNode = { type: "image", version: 1, src: this.__src, altText: this.__altText };
    if (this.__width !== undefined && this.__height !== undefined) {
      json.width = this.__width;
      json.height = this.__height;
    }
    return json;
  }

  /** Copying out of the editor (to another application) gives a plain <img>. */
  override exportDOM(): DOMExportOutput {
    const img = $getDocument().createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__altText);
    if (this.__width !== undefined && this.__height !== undefined) {
      img.setAttribute("width", String(this.__width));
      img.setAttribute("height", String(this.__height));
    }
    return { element: img };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = $getDocument().createElement("span");
    const className = config.theme.image;
    if (typeof className === "string" && className !== "") span.className = className;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): true {
    return true;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAltText(): string {
    return this.getLatest().__altText;
  }

  setAltText(altText: string): this {
    const writable = this.getWritable();
    writable.__altText = altText;
    return writable;
  }

  getWidth(): number | undefined {
    return this.getLatest().__width;
  }

  getHeight(): number | undefined {
    return this.getLatest().__height;
  }

  override decorate(): JSX.Element {
    return (
      <ImageComponent
        nodeKey={this.getKey()}
        src={this.__src}
        altText={this.__altText}
        width={this.__width}
        height={this.__height}
      />
    );
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
