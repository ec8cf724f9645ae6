// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CONTACT_DETAILS } from '../../src/domain/content';
import { WORKSHOP } from '../../src/domain/constants';
import { navLabels } from '../../src/domain/content';
import { getWorkshopFacts } from '../../src/api/workshopFacts';
import { LanguageProvider } from '../../src/views/language/LanguageProvider';
import Layout from '../../src/views/layout/Layout';

type Status = 'restoring' | 'anonymous' | 'authenticated';
const session = vi.hoisted(() => ({
  status: 'anonymous' as 'restoring' | 'anonymous' | 'authenticated',
  user: null as { id: string; name: string; email: string } | null,
  send: vi.fn(),
}));

vi.mock('../../src/views/session/SessionProvider', () => ({
  useSessionStatus: () => session.status,
  useCurrentUser: () => session.user,
  useSessionActor: () => ({ send: session.send }),
}));

function signIn(status: Status, user: typeof session.user = null) {
  session.status = status;
  session.user = user;
}

function renderLayout(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <LanguageProvider initial="en">
        {() => (
          <Layout>
            <h1>Page body</h1>
          </Layout>
        )}
      </LanguageProvider>
    </Router>,
  );
  return location;
}

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('layout', () => {
  beforeEach(() => {
    signIn('anonymous');
    session.send.mockReset();
  });
  afterEach(cleanup);

  it('has a skip link to the focusable main region holding the page', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeTruthy();
  });

  it('links the brand home, lists Home, Services, Contact and marks the current page', () => {
    renderLayout('/services');
    expect(within(header()).getByRole('link', { name: 'ShineWorks' }).getAttribute('href')).toBe('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Contact', '/contact'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(within(header()).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/book');
  });

  it('offers Login / Sign Up when signed out, and nothing while the session is restoring', () => {
    renderLayout();
    expect(within(header()).getByRole('link', { name: 'Login / Sign Up' }).getAttribute('href')).toBe('/login');
    cleanup();
    signIn('restoring');
    renderLayout();
    expect(within(header()).queryByRole('link', { name: 'Login / Sign Up' })).toBeNull();
    expect(within(header()).queryByRole('button', { name: /Amina/ })).toBeNull();
  });

  it("shows the signed-in customer's menu with My Bookings, My Profile and Logout, keyboard included", async () => {
    signIn('authenticated', { id: 'u1', name: 'Amina Khan', email: 'amina@example.pk' });
    const user = userEvent.setup();
    renderLayout();
    expect(within(header()).queryByRole('link', { name: 'Login / Sign Up' })).toBeNull();
    // The account menu's code arrives with the session, after the page.
    const trigger = await within(header()).findByRole('button', { name: /Amina Khan/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Bookings', 'My Profile', 'Logout']);
    expect(items[0]!.getAttribute('href')).toBe('/my-bookings');
    expect(items[1]!.getAttribute('href')).toBe('/profile');
    expect(document.activeElement).toBe(items[0]);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(session.send).toHaveBeenCalledWith({ type: 'session.logout' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the user menu on navigation', async () => {
    signIn('authenticated', { id: 'u1', name: 'Amina Khan', email: 'amina@example.pk' });
    const user = userEvent.setup();
    const location = renderLayout();
    await user.click(await within(header()).findByRole('button', { name: /Amina Khan/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My Bookings' }));
    expect(location.history.at(-1)).toBe('/my-bookings');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the mobile menu with the same links, and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    const location = renderLayout('/');
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Services',
      'Contact',
      'Book Now',
      'Login / Sign Up',
    ]);
    expect(within(panel).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Services' }));
    expect(location.history.at(-1)).toBe('/services');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    // Navigation from elsewhere (a link in the page) closes it too.
    await user.click(toggle);
    act(() => location.navigate('/contact'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the mobile menu has My Bookings, My Profile and Logout for a signed-in customer', async () => {
    signIn('authenticated', { id: 'u1', name: 'Amina Khan', email: 'amina@example.pk' });
    const user = userEvent.setup();
    renderLayout();
    await user.click(within(header()).getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(panel).getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    expect(within(panel).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).queryByRole('link', { name: 'Login / Sign Up' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(session.send).toHaveBeenCalledWith({ type: 'session.logout' });
  });

  it('has quick links, services, contact details with hours, policies and a copyright line in the footer', () => {
    renderLayout();
    const quick = within(footer()).getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Book Now', '/book'],
      ['Contact', '/contact'],
      ['My Bookings', '/my-bookings'],
      ['My Profile', '/profile'],
    ]);
    const services = within(footer()).getByRole('navigation', { name: 'Our services' });
    expect(within(services).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Exterior', '/services?category=exterior'],
      ['Interior', '/services?category=interior'],
      ['Full detailing', '/services?category=full_detailing'],
      ['Protection', '/services?category=protection'],
      ['Add ons', '/services?category=add_ons'],
    ]);

    expect(within(footer()).getByRole('link', { name: CONTACT_DETAILS.email }).getAttribute('href')).toBe(`mailto:${CONTACT_DETAILS.email}`);
    expect(within(footer()).getByText(CONTACT_DETAILS.address)).toBeTruthy();
    expect(within(footer()).getByText(/Karachi/, { selector: 'span' })).toBeTruthy();
    expect(within(footer()).getByText(WORKSHOP.hours)).toBeTruthy();
    expect(WORKSHOP.hours).toBe('Mon-Sun 8:00 AM-8:00 PM');

    const policies = within(footer()).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/terms#cancellations'],
    ]);
    expect(within(footer()).getByText(new RegExp(`© ${new Date().getFullYear()} ShineWorks`))).toBeTruthy();
  });

  it("follows the workshop's Settings: the details it answers replace the build's once they arrive", async () => {
    vi.mocked(getWorkshopFacts).mockResolvedValueOnce({
      name: 'ShineWorks Clifton',
      address: 'Block 5, Clifton, Karachi',
      phone: '+92 21 1111 2222',
      email: 'clifton@shineworks.pk',
      figures: { customers: 500, years: 15, technicians: 50, cars: 5000 },
    });
    signIn('anonymous');
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Block 5, Clifton, Karachi')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+92 21 1111 2222' }).getAttribute('href')).toBe('tel:+922111112222');
    expect(within(footer).getByRole('link', { name: 'clifton@shineworks.pk' }).getAttribute('href')).toBe('mailto:clifton@shineworks.pk');
    expect(within(footer).queryByText(CONTACT_DETAILS.address)).toBeNull();
  });
});

describe('language switch', () => {
  it('turns the whole page to Urdu, right to left, remembers it, and back to English', async () => {
    signIn('anonymous');
    renderLayout();
    const user = userEvent.setup();
    const main = () => screen.getByRole('navigation', { name: navLabels.mainNavigation });
    expect(within(main()).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'English' })[0]!.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getAllByRole('button', { name: 'اردو' })[0]!);
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ur');
    expect(document.cookie).toContain('language=ur');
    // The same catalogue key now reads in Urdu, and the pressed button says which language is in force.
    expect(navLabels.home).not.toBe('Home');
    expect(within(main()).getByRole('link', { name: navLabels.home })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'اردو' })[0]!.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
    expect(within(main()).getByRole('link', { name: 'Home' })).toBeTruthy();
  });
});
