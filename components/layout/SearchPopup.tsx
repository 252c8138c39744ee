import { Icon } from '@/components/icons/Icon';
import { SearchPopupOpener } from './SearchPopupOpener';

/** The header's search button and its popup (one input, 'Search Here...'). */
export function SearchPopup() {
  return <SearchPopupOpener icon={<Icon name="search" size={20} />} />;
}
