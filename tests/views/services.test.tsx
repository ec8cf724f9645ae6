// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { listServices } from '../../src/api/services';
import { serviceCardLabels } from '../../src/domain/content';
import { servicesContent } from '../../src/domain/servicesContent';
import { messages } from '../../src/domain/messages';
import ServicesPage from '../../src/views/pages/ServicesPage';
import { catalogue } from './services.fixtures';

vi.mock('../../src/api/services', () => ({ listServices: vi.fn(), getService: vi.fn() }));
const listServicesMock = vi.mocked(listServices);

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

  it('says so when a category has no bookable services', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');
    await user.click(chip('Add ons'));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(messages.services.emptyCategory('Add ons'))).toBeTruthy();
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
