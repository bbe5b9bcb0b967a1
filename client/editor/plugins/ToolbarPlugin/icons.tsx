/**
 * Toolbar icons as inline SVG, drawn like Quill's "snow" icons (18×18, thin strokes). They inherit
 * the button's text colour (currentColor) and are hidden from assistive technology: every button
 * carries its own Turkish aria-label. No icon font, no external file, no style attribute.
 */
import type { JSX, ReactNode } from "react";

function Svg({ children }: { children: ReactNode }): JSX.Element {
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
      {children}
    </svg>
  );
}

export const BoldIcon = () => (
  <Svg>
    <path d="M5 4h4.5a2.5 2.5 0 0 1 0 5H5z" />
    <path d="M5 9h5.25a2.75 2.75 0 0 1 0 5.5H5z" />
  </Svg>
);

export const ItalicIcon = () => (
  <Svg>
    <line x1="7" y1="4" x2="13" y2="4" />
    <line x1="5" y1="14" x2="11" y2="14" />
    <line x1="10.5" y1="4" x2="7.5" y2="14" />
  </Svg>
);

export const UnderlineIcon = () => (
  <Svg>
    <path d="M5 3v5.5a4 4 0 0 0 8 0V3" />
    <line x1="4" y1="15.5" x2="14" y2="15.5" />
  </Svg>
);

export const LinkIcon = () => (
  <Svg>
    <path d="M7.5 10.5a3 3 0 0 0 4.24 0l2.5-2.5a3 3 0 0 0-4.24-4.24l-.9.9" />
    <path d="M10.5 7.5a3 3 0 0 0-4.24 0l-2.5 2.5a3 3 0 0 0 4.24 4.24l.9-.9" />
  </Svg>
);

export const ImageIcon = () => (
  <Svg>
    <rect x="2.5" y="3.5" width="13" height="11" rx="1.5" />
    <circle cx="6.5" cy="7.5" r="1.25" />
    <path d="M15.5 12l-3.5-3.5-6.5 6" />
  </Svg>
);

export const OrderedListIcon = () => (
  <Svg>
    <line x1="8" y1="5" x2="15" y2="5" />
    <line x1="8" y1="9" x2="15" y2="9" />
    <line x1="8" y1="13" x2="15" y2="13" />
    <path d="M3.5 3.5h1v3" strokeWidth="1.2" />
    <path d="M3.2 11.2a.9.9 0 0 1 1.6.5c0 .6-1.7 1.5-1.7 2.3h1.8" strokeWidth="1.2" />
  </Svg>
);

export const BulletListIcon = () => (
  <Svg>
    <line x1="7" y1="5" x2="15" y2="5" />
    <line x1="7" y1="9" x2="15" y2="9" />
    <line x1="7" y1="13" x2="15" y2="13" />
    <circle cx="3.5" cy="5" r=".6" fill="currentColor" />
    <circle cx="3.5" cy="9" r=".6" fill="currentColor" />
    <circle cx="3.5" cy="13" r=".6" fill="currentColor" />
  </Svg>
);

export const ClearFormatIcon = () => (
  <Svg>
    <line x1="4" y1="4" x2="12" y2="4" />
    <line x1="8" y1="4" x2="6" y2="13" />
    <line x1="10.5" y1="11" x2="14.5" y2="15" />
    <line x1="14.5" y1="11" x2="10.5" y2="15" />
  </Svg>
);

export const UndoIcon = () => (
  <Svg>
    <path d="M5 7h6.5a3.5 3.5 0 0 1 0 7H8" />
    <path d="M7.5 4.5L5 7l2.5 2.5" />
  </Svg>
);

export const RedoIcon = () => (
  <Svg>
    <path d="M13 7H6.5a3.5 3.5 0 0 0 0 7H10" />
    <path d="M10.5 4.5L13 7l-2.5 2.5" />
  </Svg>
);

/** Text glyphs for the block buttons: ¶, H2, H3. */
export const Glyph = ({ children }: { children: ReactNode }) => (
  <span className="rte-glyph" aria-hidden="true">
    {children}
  </span>
);
