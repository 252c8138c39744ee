export function mayBeDocument(method: string | undefined, url: string, headers: Record<string, string | string[] | undefined>): boolean;
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | undefined;
export function finishBody(
  body: Buffer,
  type: string,
  encoding: 'br' | 'gzip' | undefined,
): Promise<{ csp: string | undefined; body: Buffer; encoding: 'br' | 'gzip' | undefined }>;
