export function findBrowser(): string | undefined;
export const chromiumArgs: string[];
