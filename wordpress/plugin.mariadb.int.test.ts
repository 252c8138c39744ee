// The cases of plugin.int.test.ts on WordPress 6.8 with MariaDB, as hosts run it.
import { chooseVariant } from './test-variant';

chooseVariant('mariadb');
await import('./plugin.int.test');
