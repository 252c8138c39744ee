import type { MenuItem } from '@/src/config/site';
import { Icon } from '@/components/icons/Icon';
import { MainMenuLinks } from './MainMenuLinks';

/** The desktop main menu (from 1024 px), with the submenu toggles' icon. */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  return <MainMenuLinks items={items} toggleIcon={<Icon name="chevronDown" size={16} />} />;
}
