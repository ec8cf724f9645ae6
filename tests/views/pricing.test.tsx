// @vitest-environment happy-dom
// The price list (/pricing) from the same catalogue resource as the services page: categories in the workshop's order,
// each active service with its duration, price, the original struck through and the discount, and a link to book it;
// loading, failure and empty. Ratings on service cards and price rows once a service has them.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { listServices } from '../../src/api/services';
import { serviceCardLabels } from '../../src/domain/content';
import { messages } from '../../src/domain/messages';
import { pricingContent } from '../../src/domain/servicesContent';
import type { Service } from '../../src/domain/types';
import { ServiceCard } from '../../src/views/components/ServiceCard';
import PricingPage from '../../src/views/pages/PricingPage';
import { catalogue } from './services.fixtures';

vi.mock('../../src/api/services', () => ({ listServices: vi.fn(), getService: vi.fn() }));
const listServicesMock = vi.mocked(listServices);

function renderPage() {
  const location = memoryLocation({ path: '/pricing', record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PricingPage />
    </Router>,
  );
  return location;
}

const rowOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

beforeEach(() => listServicesMock.mockReset());
afterEach(cleanup);

describe('price list', () => {
  it('says it is loading, then lists the active services by category in the workshop order, with the tax note', async () => {
    let answer: (services: Service[]) => void = () => undefined;
    listServicesMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: pricingContent.title })).toBeTruthy();
    expect(screen.getByText(pricingContent.taxNote)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(pricingContent.loading);
    expect(document.title).toBe('Pricing · ShineWorks');

    answer(catalogue);
    const categories = await screen.findAllByRole('heading', { level: 2 });
    expect(categories.map((heading) => heading.textContent)).toEqual(['Exterior', 'Interior', 'Full detailing']);
    const exterior = screen.getByRole('region', { name: 'Exterior' });
    expect(within(exterior).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Express Exterior Wash', 'Premium Wash & Wax']);
    // The inactive service is not for sale.
    expect(screen.queryByText('Headlight Restoration')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(listServicesMock).toHaveBeenCalledTimes(1);
  });

  it('shows duration and price, the original price struck through and the discount, and books that service', async () => {
    const user = userEvent.setup();
    listServicesMock.mockResolvedValue(catalogue);
    const location = renderPage();
    await screen.findAllByRole('heading', { level: 3 });

    const express = rowOf('Express Exterior Wash');
    expect(within(express).getByText('1 hour 30 minutes')).toBeTruthy();
    expect(within(express).getByText('PKR 2,500')).toBeTruthy();
    const struck = express.querySelector('s');
    expect(struck?.textContent).toBe(`${pricingContent.originalPrice}: PKR 3,000`);
    expect(within(express).getByText(pricingContent.discount(17))).toBeTruthy();

    const wax = rowOf('Premium Wash & Wax');
    expect(within(wax).getByText('PKR 4,500')).toBeTruthy();
    expect(wax.querySelector('s')).toBeNull();
    expect(within(wax).queryByText(/% off$/)).toBeNull();

    const book = within(express).getByRole('link', { name: pricingContent.book, description: 'Express Exterior Wash' });
    expect(book.getAttribute('href')).toBe('/book?service=express-wash');
    await user.click(book);
    expect(location.history?.at(-1)).toBe('/book?service=express-wash');
    expect(screen.getByRole('link', { name: pricingContent.detailsLink }).getAttribute('href')).toBe('/services');
  });

  it('shows the catalogue failure with Retry, and the empty catalogue', async () => {
    const user = userEvent.setup();
    listServicesMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(catalogue);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.services.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4);
    cleanup();

    listServicesMock.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(messages.services.empty)).toBeTruthy();
  });
});

describe('ratings', () => {
  const rated: Service = { ...catalogue[0]!, rating_average: 4.7, rating_count: 23 };

  it('shows "4.7 ★ (23 ratings)" on a rated card, named in words, and nothing on a card without ratings', () => {
    const location = memoryLocation({ path: '/services' });
    render(
      <Router hook={location.hook}>
        <ServiceCard service={rated} />
        <ServiceCard service={{ ...catalogue[1]!, rating_average: null, rating_count: 0 }} />
        <ServiceCard service={catalogue[2]!} />
      </Router>,
    );
    const [ratedCard, unrated, older] = screen.getAllByRole('article');
    const rating = within(ratedCard!).getByRole('img', { name: 'Rated 4.7 out of 5 from 23 ratings' });
    expect(rating.textContent).toBe('4.7 ★ (23 ratings)');
    expect(within(unrated!).queryByRole('img')).toBeNull();
    // An answer without the fields (an older server) shows no rating either.
    expect(within(older!).queryByRole('img')).toBeNull();
  });

  it('says one rating, and a whole average with its decimal', () => {
    expect(serviceCardLabels.ratingName(5, 1)).toBe('Rated 5.0 out of 5 from 1 rating');
    expect(`${serviceCardLabels.ratingAverage(5)} ${serviceCardLabels.ratingCount(1)}`).toBe('5.0 ★ (1 rating)');
  });

  it('shows on the price list rows too', async () => {
    listServicesMock.mockResolvedValue([rated, ...catalogue.slice(1)]);
    renderPage();
    await screen.findAllByRole('heading', { level: 3 });
    expect(within(rowOf('Express Exterior Wash')).getByRole('img', { name: 'Rated 4.7 out of 5 from 23 ratings' })).toBeTruthy();
    expect(within(rowOf('Premium Wash & Wax')).queryByRole('img')).toBeNull();
  });
});
