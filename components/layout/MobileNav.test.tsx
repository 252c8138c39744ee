import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainMenu } from '@/src/config/site';
import { MobileNav } from './MobileNav';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const contact = { phone: '+91 1', phoneHref: 'tel:+911', email: 'a@b.in', emailHref: 'mailto:a@b.in' };

function setup() {
  const user = userEvent.setup();
  const view = render(<MobileNav items={mainMenu} contact={contact} />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const dialog = () => screen.getByRole('dialog', { name: 'Menu', hidden: true });
  const isOpen = () => dialog().parentElement?.getAttribute('data-open') === 'true';
  return { user, view, toggle, dialog, isOpen };
}

describe('MobileNav drawer', () => {
  beforeEach(() => {
    navigation.pathname = '/';
    delete document.body.dataset.scrollLocked;
  });

  it('opens from the menu button, locks the body and moves focus inside', async () => {
    const { user, toggle, dialog, isOpen } = setup();
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    await user.click(toggle);
    expect(isOpen()).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.dataset.scrollLocked).toBe('true');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('is built from the main menu with a dropdown toggle for the service pages', async () => {
    const { user, toggle, dialog } = setup();
    await user.click(toggle);
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
    const { user, toggle, isOpen } = setup();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    expect(toggle).toHaveFocus();
  });

  it('closes on an overlay click and with the close button', async () => {
    const { user, toggle, isOpen } = setup();
    await user.click(toggle);
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(isOpen()).toBe(false);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('closes when the route changes', async () => {
    const { user, view, toggle, isOpen } = setup();
    await user.click(toggle);
    navigation.pathname = '/about';
    view.rerender(<MobileNav items={mainMenu} contact={contact} />);
    expect(isOpen()).toBe(false);
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('keeps Tab focus inside the drawer', async () => {
    const { user, toggle, dialog } = setup();
    await user.click(toggle);
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
    const { user, toggle, dialog } = setup();
    await user.click(toggle);
    const drawer = within(dialog());
    expect(drawer.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    expect(drawer.getByRole('link', { name: 'Android Development' })).toHaveAttribute('aria-current', 'page');
  });
});
