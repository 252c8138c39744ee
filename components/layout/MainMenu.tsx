import type { MenuItem } from '@/src/config/site';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { chevronDown as chevronDownGlyph } from '@/components/icons/control-glyphs';
import { MainMenuLinks } from './MainMenuLinks';

/**
 * The desktop main menu (from 1024 px). The submenu toggles' icon is drawn here, on the server, so the
 * icon set stays out of every page's script.
 */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  return <MainMenuLinks items={items} toggleIcon={<SvgIcon glyph={chevronDownGlyph} size={16} />} />;
}
