export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(options?: { scriptHashes?: string[]; env?: Record<string, string | undefined> }): string;
export function staticSecurityHeaders(env?: Record<string, string | undefined>): Record<string, string>;
export function gaBootstrapScript(gaId: string): string;
export const nonHtmlPolicy: string;
