// The cases of plugin.int.test.ts on the newest WordPress Debian carries, on MariaDB.
import { chooseVariant } from './test-variant';

chooseVariant('newest');
await import('./plugin.int.test');
