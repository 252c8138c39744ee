import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainMenu } from '@/src/config/menus';
import { MobileNav } from './MobileNav';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const contact = { phone: '+91 1', phoneHref: 'tel:+911', email: 'a@b.in', emailHref: 'mailto:a@b.in' };

function setup() {
  const user = userEvent.setup();
  const view = render(<MobileNav items={mainMenu} contact={contact} />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const dialog = () => screen.getByRole('dialog', { name: 'Menu', hidden: true });
  const isOpen = () =>
    screen.queryByRole('dialog', { name: 'Menu', hidden: true })?.parentElement?.getAttribute('data-open') ===
    'true';
  // The drawer's code loads on first use, and it is open for the visitor once it shows and focus
  // has moved inside (the modal behaviour runs in an effect after the commit that shows it).
  const open = async () => {
    await user.click(toggle);
    await waitFor(() => {
      expect(isOpen()).toBe(true);
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    });
  };
  return { user, view, toggle, dialog, isOpen, open };
}

describe('MobileNav drawer', () => {
  beforeEach(() => {
    navigation.pathname = '/';
    delete document.body.dataset.scrollLocked;
  });

  it('loads the drawer on first use: not in the page before the menu button is used', () => {
    setup();
    expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).toBeNull();
  });

  it('opens from the menu button, locks the body and moves focus inside', async () => {
    const { toggle, dialog, isOpen, open } = setup();
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    await open();
    expect(isOpen()).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.dataset.scrollLocked).toBe('true');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('is built from the main menu with a dropdown toggle for the service pages', async () => {
    const { user, dialog, open } = setup();
    await open();
    const drawer = within(dialog());
    for (const item of mainMenu)
      expect(drawer.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    const sub = drawer.getByRole('button', { name: 'Services submenu' });
    expect(sub).toHaveAttribute('aria-expanded', 'false');
    await user.click(sub);
    expect(sub).toHaveAttribute('aria-expanded', 'true');
    expect(drawer.getByRole('link', { name: 'iOS Development' })).toHaveAttribute(
      'href',
      '/services/ios-development',
    );
  });

  it('closes on Escape, unlocks the body and returns focus to the menu button', async () => {
    const { user, toggle, isOpen, open } = setup();
    await open();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    expect(toggle).toHaveFocus();
  });

  it('closes on an overlay click and with the close button', async () => {
    const { user, toggle, isOpen, open } = setup();
    await open();
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(isOpen()).toBe(false);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('closes when the route changes', async () => {
    const { view, isOpen, open } = setup();
    await open();
    navigation.pathname = '/about';
    view.rerender(<MobileNav items={mainMenu} contact={contact} />);
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('keeps Tab focus inside the drawer', async () => {
    const { user, dialog, open } = setup();
    await open();
    const panel = dialog();
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows the current route in the drawer too', async () => {
    navigation.pathname = '/services/android-development';
    const { dialog, open } = setup();
    await open();
    const drawer = within(dialog());
    expect(drawer.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    expect(drawer.getByRole('link', { name: 'Android Development' })).toHaveAttribute('aria-current', 'page');
  });
});
