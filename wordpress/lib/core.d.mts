/** Types of wordpress/lib/core.mjs (preparing the WordPress core from Debian packages). */
export const WORDPRESS_DIR: string;
export const RUNTIME_DIR: string;
export const CORE_DIR: string;
export const APT_DIR: string;
export const CORE_SUITE: string;
export const CORE_BRANCH: string;
export function isCorePrepared(coreDir?: string): boolean;
export function coreVersion(coreDir?: string): string;
export function resolveCore(log?: (msg: string) => void): string;
export function machineAptSources(etcApt?: string): { uri: string; suites: string[] }[];
export function machineDebianMirrors(etcApt?: string): { archive: string; security: string | null };
export function prepareLocalApt(opts?: { aptDir?: string; etcApt?: string; keyring?: string }): string[];
export function prepareCore(opts?: {
  coreDir?: string;
  aptDir?: string;
  log?: (msg: string) => void;
}): string;
