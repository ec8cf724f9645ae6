// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { listAddons, listServices } from '../../src/api/services';
import type { Service } from '../../src/domain/types';
import { serviceCardLabels } from '../../src/domain/content';
import { servicesContent } from '../../src/domain/servicesContent';
import { messages } from '../../src/domain/messages';
import ServicesPage from '../../src/views/pages/ServicesPage';
import { catalogue } from './services.fixtures';

vi.mock('../../src/api/services', () => ({ listServices: vi.fn(), listAddons: vi.fn(), getService: vi.fn() }));
const listServicesMock = vi.mocked(listServices);
const listAddonsMock = vi.mocked(listAddons);
const addons: Service[] = [
  { ...catalogue[0]!, id: 'a-1', name: 'Engine Bay Cleaning', description: 'Degrease and dress the engine bay.', category: 'add_ons', kind: 'addon', price: 1500, originalPrice: null, duration_minutes: 45, items: [] },
];

function renderPage(path = '/services') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ServicesPage />
    </Router>,
  );
  return location;
}

const cards = () => screen.getAllByRole('article');
const chip = (name: string) => screen.getByRole('button', { name });

describe('services page', () => {
  beforeEach(() => {
    listServicesMock.mockReset();
    listAddonsMock.mockReset();
    listAddonsMock.mockResolvedValue([]);
  });
  afterEach(cleanup);

  it('shows skeletons while loading, then one card per active service', async () => {
    let answer: (services: typeof catalogue) => void = () => undefined;
    listServicesMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: servicesContent.title })).toBeTruthy();
    expect(screen.getByText(servicesContent.loading)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.title).toBe('Services · ShineWorks');

    answer(catalogue);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText(servicesContent.loading)).toBeNull();
    expect(listServicesMock).toHaveBeenCalledTimes(1);
  });

  it('marks the second card MOST POPULAR and shows prices, savings, items and the booking link', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    renderPage();
    await screen.findAllByRole('article');
    const [first, second] = cards();
    expect(within(first!).queryByText(serviceCardLabels.mostPopular)).toBeNull();
    expect(within(second!).getByText(serviceCardLabels.mostPopular)).toBeTruthy();
    expect(screen.getAllByText(serviceCardLabels.mostPopular)).toHaveLength(1);

    // Express wash: PKR 2,500 instead of PKR 3,000, four items, nothing hidden.
    expect(within(first!).getByText('PKR 2,500')).toBeTruthy();
    expect(within(first!).getByText('Save PKR 500')).toBeTruthy();
    expect(within(first!).queryByText(/more item/)).toBeNull();
    expect(within(first!).getAllByRole('listitem')).toHaveLength(4);
    expect(within(first!).getByRole('link', { name: serviceCardLabels.bookNow }).getAttribute('href')).toBe('/book?service=express-wash');
    expect(within(first!).getByText('Exterior')).toBeTruthy();

    // Interior: six items, four shown, the discount grouped.
    expect(within(second!).getByText('Save PKR 1,500')).toBeTruthy();
    expect(within(second!).getByText('+2 more items')).toBeTruthy();
    expect(within(second!).getByText('4 hours')).toBeTruthy();

    // Premium wax: no original price, so no saving line; five items → '+1 more item'.
    const wax = cards()[2]!;
    expect(within(wax).queryByText(/^Save /)).toBeNull();
    expect(within(wax).getByText('+1 more item')).toBeTruthy();

    expect(screen.queryByText('Headlight Restoration')).toBeNull();
  });

  it('filters by category with pressed chips, and marks the second card of the filtered list', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');

    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['All Services', 'Exterior', 'Interior', 'Full detailing', 'Add ons']);
    expect(chip('All Services').getAttribute('aria-pressed')).toBe('true');

    await user.click(chip('Exterior'));
    expect(chip('Exterior').getAttribute('aria-pressed')).toBe('true');
    expect(chip('All Services').getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(2);
    for (const card of cards()) expect(within(card).getByText('Exterior')).toBeTruthy();
    expect(within(cards()[1]!).getByText(serviceCardLabels.mostPopular)).toBeTruthy();
    expect(within(cards()[1]!).getByRole('heading', { name: 'Premium Wash & Wax' })).toBeTruthy();

    await user.click(chip('Full detailing'));
    expect(cards()).toHaveLength(1);
    expect(screen.queryByText(serviceCardLabels.mostPopular)).toBeNull();

    await user.click(chip('All Services'));
    expect(cards()).toHaveLength(4);
  });

  it('opens on the category named in the URL, and a chip puts its choice in the URL', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    const user = userEvent.setup();
    const location = renderPage('/services?category=exterior');
    await screen.findAllByRole('article');
    expect(chip('Exterior').getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(2);
    for (const card of cards()) expect(within(card).getByText('Exterior')).toBeTruthy();

    await user.click(chip('Interior'));
    expect(location.history.at(-1)).toBe('/services?category=interior');
    expect(chip('Interior').getAttribute('aria-pressed')).toBe('true');
    await user.click(chip('All Services'));
    expect(location.history.at(-1)).toBe('/services');
    expect(cards()).toHaveLength(4);
  });

  it('opens the Add ons link on the add-ons, added at the review of any booking, with the way to book a service', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    listAddonsMock.mockResolvedValue(addons);
    renderPage('/services?category=add_ons');
    const section = await screen.findByRole('region', { name: servicesContent.addonsTitle });
    const addon = await within(section).findByRole('listitem');
    expect(within(addon).getByRole('heading', { name: 'Engine Bay Cleaning' })).toBeTruthy();
    expect(addon.textContent).toContain('PKR 1,500');
    expect(addon.textContent).toContain('45 minutes');
    expect(within(section).getByText(servicesContent.addonsLead)).toBeTruthy();
    expect(within(section).getByRole('link', { name: servicesContent.addonsBook }).getAttribute('href')).toBe('/book');
    // no "nothing in this category" where the add-ons are
    expect(screen.queryByText(messages.services.emptyCategory('Add ons'))).toBeNull();
  });

  it('the Add ons chip shows the add-ons, not an empty category', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    listAddonsMock.mockResolvedValue(addons);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');
    await user.click(chip('Add ons'));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(messages.services.emptyCategory('Add ons'))).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Engine Bay Cleaning' })).toBeTruthy();
  });

  it('shows the empty catalogue message', async () => {
    listServicesMock.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(messages.services.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All Services' })).toBeNull();
  });

  it('shows the error with Retry, and Retry loads again', async () => {
    listServicesMock.mockRejectedValueOnce(new Error('HTTP 500: Internal Server Error')).mockResolvedValueOnce(catalogue);
    const user = userEvent.setup();
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.services.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listServicesMock).toHaveBeenCalledTimes(2);
  });

  it('passes an abort signal so leaving the page cancels the request', async () => {
    listServicesMock.mockReturnValue(new Promise(() => undefined));
    renderPage();
    const signal = listServicesMock.mock.calls[0]?.[0]?.signal;
    expect(signal?.aborted).toBe(false);
    cleanup();
    expect(signal?.aborted).toBe(true);
  });

  it('has how-it-works in four steps and the satisfaction guarantee', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    renderPage();
    await screen.findAllByRole('article');
    const steps = screen.getByRole('heading', { name: servicesContent.howTitle }).parentElement!.querySelectorAll('ol > li');
    expect(steps).toHaveLength(4);
    expect(screen.getByRole('heading', { name: servicesContent.guaranteeTitle })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
