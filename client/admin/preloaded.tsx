/**
 * The first screen's data, read by the server before it renders the admin app, and handed to the
 * browser in the page, so the section is there before the script runs and the browser does not ask
 * again while it hydrates. The server finds what to read by rendering the screen once and noting
 * every address `useLoad` asks for (client/admin/server.tsx): the screen's own loads decide, so the
 * server and the browser's navigation read a section's data the same way, through the admin API.
 */
import { createContext, useContext } from "react";

/** Answers of the admin API for the first screen, by the address `useLoad` asks (its key, without the API base). */
export type PreloadedAnswers = Record<string, unknown>;

/** What `useLoad` asks of the page's preloaded answers. */
export interface Preloaded {
  /** The answer for `key`, if the page came with it and no load has used it yet. */
  peek(key: string): { data: unknown } | undefined;
  /** Hands the answer over once: later loads of the same address (a reload, a return) ask the API. */
  take(key: string): boolean;
  /** Notes an address the screen asks for (the server's first pass). */
  want(key: string): void;
}

/** The browser's store: the answers the page came with, each used once. */
export function preloadedFrom(answers: PreloadedAnswers): Preloaded {
  const left = new Map(Object.entries(answers));
  return {
    peek: (key) => (left.has(key) ? { data: left.get(key) } : undefined),
    take: (key) => left.delete(key),
    want: () => {},
  };
}

/** The server's first pass: nothing is preloaded yet, and every address asked for is noted in `wanted`. */
export function wantedLoads(wanted: Set<string>): Preloaded {
  return {
    peek: () => undefined,
    take: () => false,
    want: (key) => wanted.add(key),
  };
}

const PreloadedContext = createContext<Preloaded | null>(null);

export const PreloadedProvider = PreloadedContext.Provider;

export const usePreloaded = () => useContext(PreloadedContext);
