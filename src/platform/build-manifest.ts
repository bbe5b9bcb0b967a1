// Written by client/build.mjs (`npm run build`), which wrangler runs before dev and deploy.
import manifest from "../../dist/manifest.json";

/**
 * The public pages' own scripts (client/pages/*.ts): the photo view of the album pages. Each is
 * small, plain DOM code without a framework, and a page loads only the ones its route declares.
 */
export const pageScriptNames = ["lightbox"] as const;
export type PageScript = (typeof pageScriptNames)[number];

export interface BuildManifest {
  /** Content hash of the client build: what the original's latest-build check compares. */
  id: string;
  /** When the build was made, in milliseconds since the epoch. */
  timestamp: number;
  assets: {
    stylesheet: string;
    /** The admin app's styles and its entry script (the editor is a lazily loaded chunk of it). */
    adminStylesheet: string;
    adminScript: string;
    /** The admin's sections chunk and the shared chunks it imports, preloaded when the first screen is one of them. */
    adminSections: string[];
    /** Small static scripts that single public pages declare (PageRoute.scripts), by name. */
    pageScripts: Record<PageScript, string>;
    /** The site font's subsets (fingerprinted), preloaded by every public page. */
    fonts: string[];
  };
}

export const build: BuildManifest = manifest as BuildManifest;
