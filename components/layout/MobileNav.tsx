import type { MenuItem } from '@/src/config/site';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { menu as menuGlyph } from '@/components/icons/control-glyphs';
import type { Contact } from './MobileNavDrawer';
import { MobileNavOpener } from './MobileNavOpener';

/**
 * The navigation drawer below 1024 px, built from the same menu as the desktop header. The button's
 * icon is drawn here, on the server, so the icon set stays out of every page's script.
 */
export function MobileNav({ items, contact }: { items: readonly MenuItem[]; contact: Contact }) {
  return <MobileNavOpener items={items} contact={contact} icon={<SvgIcon glyph={menuGlyph} size={20} />} />;
}
