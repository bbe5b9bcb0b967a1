// Written by client/build.mjs (`npm run build`), which wrangler runs before dev and deploy.
import manifest from "../../dist/manifest.json";

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
    /** The site font's subsets (fingerprinted), preloaded by every public page. */
    fonts: string[];
  };
}

export const build: BuildManifest = manifest;
