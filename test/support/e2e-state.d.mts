export function prepareE2eState(dir: string, from?: string): Promise<void>;
