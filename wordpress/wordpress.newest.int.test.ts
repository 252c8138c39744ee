// The cases of wordpress.int.test.ts on the newest WordPress the Debian archive carries, with MariaDB.
import { chooseVariant } from './test-variant';

chooseVariant('newest');
await import('./wordpress.int.test');
