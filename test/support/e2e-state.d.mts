export function prepareE2eState(dir: string, from?: string): Promise<void>;
export function prepareEmptyState(dir: string): Promise<void>;
