/**
 * Toolbar icons as inline SVG, drawn like Quill's "snow" icons (18×18, thin strokes). They inherit
 * the button's text colour (currentColor) and are hidden from assistive technology: every button
 * carries its own Turkish aria-label. No icon font, no external file, no style attribute.
 */
import type { JSX, ReactNode } from "react";

/** One stroke of an icon: SVG path data, with its own stroke width or fill where it has one. */
type Stroke = string | { d: string; strokeWidth?: string; fill?: string };

/** The frame every icon shares; `paths` are drawn in order. */
function Icon({ paths }: { paths: readonly Stroke[] }): JSX.Element {
  return (
    <svg
      className="rte-icon"
      viewBox="0 0 18 18"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((stroke, index) => (typeof stroke === "string" ? <path key={index} d={stroke} /> : <path key={index} {...stroke} />))}
    </svg>
  );
}

/** A circle as path data (two half arcs). */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/** The three rows of the list icons. */
const ROWS = [5, 9, 13];

export const BoldIcon = () => <Icon paths={["M5 4h4.5a2.5 2.5 0 0 1 0 5H5z", "M5 9h5.25a2.75 2.75 0 0 1 0 5.5H5z"]} />;

export const ItalicIcon = () => <Icon paths={["M7 4L13 4", "M5 14L11 14", "M10.5 4L7.5 14"]} />;

export const UnderlineIcon = () => <Icon paths={["M5 3v5.5a4 4 0 0 0 8 0V3", "M4 15.5L14 15.5"]} />;

export const LinkIcon = () => <Icon paths={["M7.5 10.5a3 3 0 0 0 4.24 0l2.5-2.5a3 3 0 0 0-4.24-4.24l-.9.9", "M10.5 7.5a3 3 0 0 0-4.24 0l-2.5 2.5a3 3 0 0 0 4.24 4.24l.9-.9"]} />;

/** A frame (13×11 at 2.5,3.5, corners rounded 1.5), a sun and a hill. */
export const ImageIcon = () => (
  <Icon paths={["M4 3.5h10a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H4a1.5 1.5 0 0 1-1.5-1.5V5A1.5 1.5 0 0 1 4 3.5z", circle(6.5, 7.5, 1.25), "M15.5 12l-3.5-3.5-6.5 6"]} />
);

/** Three rows with "1" and "2" in front, drawn thinner. */
export const OrderedListIcon = () => (
  <Icon paths={[...ROWS.map((y) => `M8 ${y}L15 ${y}`), { d: "M3.5 3.5h1v3", strokeWidth: "1.2" }, { d: "M3.2 11.2a.9.9 0 0 1 1.6.5c0 .6-1.7 1.5-1.7 2.3h1.8", strokeWidth: "1.2" }]} />
);

/** Three rows with a filled dot in front of each. */
export const BulletListIcon = () => <Icon paths={[...ROWS.map((y) => `M7 ${y}L15 ${y}`), ...ROWS.map((y) => ({ d: circle(3.5, y, 0.6), fill: "currentColor" }))]} />;

/** A "T" with a cross beside its foot. */
export const ClearFormatIcon = () => <Icon paths={["M4 4L12 4", "M8 4L6 13", "M10.5 11L14.5 15", "M14.5 11L10.5 15"]} />;

export const UndoIcon = () => <Icon paths={["M5 7h6.5a3.5 3.5 0 0 1 0 7H8", "M7.5 4.5L5 7l2.5 2.5"]} />;

export const RedoIcon = () => <Icon paths={["M13 7H6.5a3.5 3.5 0 0 0 0 7H10", "M10.5 4.5L13 7l-2.5 2.5"]} />;

/** Text glyphs for the block buttons: ¶, H2, H3. */
export const Glyph = ({ children }: { children: ReactNode }) => (
  <span className="rte-glyph" aria-hidden="true">
    {children}
  </span>
);
