import { SvgIcon } from '@/components/icons/SvgIcon';
import { search as searchGlyph } from '@/components/icons/control-glyphs';
import { SearchPopupOpener } from './SearchPopupOpener';

/**
 * The header's search button and its popup (one input, 'Search Here...'). The icon is drawn here, on
 * the server, so the icon set stays out of every page's script.
 */
export function SearchPopup() {
  return <SearchPopupOpener icon={<SvgIcon glyph={searchGlyph} size={20} />} />;
}
