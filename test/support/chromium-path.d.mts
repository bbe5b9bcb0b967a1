export const HEADLESS_SHELL: string;
export function findChromium(): string | undefined;
