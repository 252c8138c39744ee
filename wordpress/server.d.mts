/** Types of wordpress/server.mjs (the embedded WordPress). */
export interface WordPressServer {
  /** e.g. http://127.0.0.1:9400; the REST API is at `${url}/wp-json/`. */
  url: string;
  /** Login of the editor account the site uses. */
  user: string;
  /** Its application password (Basic auth `user:appPassword`); stable across restarts of one data dir. */
  appPassword: string;
  runner: 'native' | 'playground';
  /** Where the database, uploads and credentials live. */
  dataDir: string;
  /** Stops WordPress (the whole process group). Idempotent. */
  stop(): Promise<void>;
}

export interface StartWordPressOptions {
  /** Default: WORDPRESS_PORT or 9400. */
  port?: number;
  /** Default: wordpress/.runtime/data-<port>. */
  dataDir?: string;
  /** The site's revalidation endpoint, POSTed to when content is saved. Off when empty. */
  revalidateUrl?: string;
  revalidateSecret?: string;
  /** Progress messages. Default: stderr with a [wordpress] prefix. */
  log?: (message: string) => void;
}

export function startWordPress(options?: StartWordPressOptions): Promise<WordPressServer>;
