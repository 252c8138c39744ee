import type { MenuItem } from '@/src/config/site';
import { Icon } from '@/components/icons/Icon';
import type { Contact } from './MobileNavDrawer';
import { MobileNavOpener } from './MobileNavOpener';

/** The navigation drawer below 1024 px, built from the same menu as the desktop header. */
export function MobileNav({ items, contact }: { items: readonly MenuItem[]; contact: Contact }) {
  return <MobileNavOpener items={items} contact={contact} icon={<Icon name="menu" size={20} />} />;
}
