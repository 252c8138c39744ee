import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainMenu } from '@/src/config/menus';
import { MainMenu } from './MainMenu';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const menuLink = (name: string) => screen.getByRole('link', { name });

describe('MainMenu', () => {
  beforeEach(() => {
    navigation.pathname = '/';
  });

  it('renders every main menu entry with its route', () => {
    render(<MainMenu items={mainMenu} />);
    for (const item of mainMenu) expect(menuLink(item.label)).toHaveAttribute('href', item.href);
  });

  it('marks the current route and no other', () => {
    navigation.pathname = '/careers';
    render(<MainMenu items={mainMenu} />);
    expect(menuLink('Careers')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('Home')).not.toHaveAttribute('aria-current');
    expect(menuLink('Blog')).not.toHaveAttribute('aria-current');
  });

  it('marks Blog in the HTML of a blog listing prerendered at its internal path', () => {
    // No effect runs in a server render: the HTML itself must say which section is current.
    navigation.pathname = '/plain-listing/blog/e-commerce';
    const html = document.createElement('div');
    html.innerHTML = renderToString(<MainMenu items={mainMenu} />);
    expect(within(html).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    expect(within(html).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Services and the service entry on a service page', () => {
    navigation.pathname = '/services/ui-design';
    render(<MainMenu items={mainMenu} />);
    expect(menuLink('Services')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'UI Design', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the Services submenu with the keyboard, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<MainMenu items={mainMenu} />);
    const toggle = screen.getByRole('button', { name: 'Services submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.closest('li')).toHaveAttribute('data-open', 'true');

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Website Development' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Web Applications' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens on mouse hover and closes when the pointer leaves', () => {
    render(<MainMenu items={mainMenu} />);
    const toggle = screen.getByRole('button', { name: 'Services submenu' });
    const item = toggle.closest('li') as HTMLLIElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the Services item', async () => {
    const user = userEvent.setup();
    render(<MainMenu items={mainMenu} />);
    const toggle = screen.getByRole('button', { name: 'Services submenu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => menuLink('Portfolio').focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
