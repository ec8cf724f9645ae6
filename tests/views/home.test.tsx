// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { listServices } from '../../src/api/services';
import { getWorkshopFacts } from '../../src/api/workshopFacts';
import { DEFAULT_HOME_FIGURES, type WorkshopFacts } from '../../src/domain/workshopSettings';
import { homeContent, serviceCardLabels } from '../../src/domain/content';
import { MARKETING_STATS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import HomePage from '../../src/views/pages/HomePage';
import { catalogue } from './services.fixtures';

vi.mock('../../src/api/services', () => ({ listServices: vi.fn(), getService: vi.fn() }));
const listServicesMock = vi.mocked(listServices);
vi.mock('../../src/api/workshopFacts', () => ({ getWorkshopFacts: vi.fn() }));
const getWorkshopFactsMock = vi.mocked(getWorkshopFacts);
const FACTS: WorkshopFacts = { name: 'ShineWorks Car Detailing', address: 'DHA, Karachi', phone: '+92 21 3584 1122', email: 'bookings@shineworks.pk', figures: DEFAULT_HOME_FIGURES };

function renderHome() {
  const location = memoryLocation({ path: '/' });
  render(
    <Router hook={location.hook}>
      <HomePage />
    </Router>,
  );
}

describe('home page', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    listServicesMock.mockReset();
    getWorkshopFactsMock.mockReset();
    getWorkshopFactsMock.mockResolvedValue(FACTS);
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('has the hero with its two calls to action and the four claims exactly', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(homeContent.headline);
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]!.getAttribute('href')).toBe('/book');
    expect(screen.getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe('/services');
    for (const [value, label] of [
      ['500+', 'Happy Customers'],
      ['15+', 'Years Experience'],
      ['50+', 'Expert Technicians'],
      ['5000+', 'Cars Detailed'],
    ]) {
      expect(await screen.findByText(value!)).toBeTruthy();
      expect(screen.getByText(label!)).toBeTruthy();
    }
    expect(MARKETING_STATS).toHaveLength(4);
    await screen.findAllByRole('article');
  });

  it('shows the first three services, the second MOST POPULAR', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    renderHome();
    expect(screen.getByText(homeContent.loadingFeatured)).toBeTruthy();
    const featured = await screen.findAllByRole('article');
    expect(featured).toHaveLength(3);
    expect(featured.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Express Exterior Wash',
      'Interior Deep Clean',
      'Premium Wash & Wax',
    ]);
    expect(within(featured[1]!).getByText(serviceCardLabels.mostPopular)).toBeTruthy();
    expect(within(featured[0]!).queryByText(serviceCardLabels.mostPopular)).toBeNull();
    expect(within(featured[2]!).queryByText(serviceCardLabels.mostPopular)).toBeNull();
    expect(document.title).toBe('ShineWorks Car Detailing · Karachi');
  });

  it('has why-choose-us points and a closing call to action', async () => {
    listServicesMock.mockResolvedValue(catalogue);
    renderHome();
    await screen.findAllByRole('article');
    const why = screen.getByRole('heading', { name: homeContent.whyTitle }).closest('section')!;
    expect(within(why).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('heading', { name: homeContent.ctaTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: homeContent.ctaButton }).getAttribute('href')).toBe('/book');
  });

  it('shows the load failure with Retry, which recovers', async () => {
    listServicesMock.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(catalogue);
    const user = userEvent.setup();
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.services.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('shows the empty catalogue message', async () => {
    listServicesMock.mockResolvedValue([]);
    renderHome();
    expect(await screen.findByText(messages.services.empty)).toBeTruthy();
  });

  it("shows the figures the workshop set on its Settings page, read at runtime (the page rendered ahead has none)", async () => {
    listServicesMock.mockResolvedValue(catalogue);
    let answer: (facts: WorkshopFacts) => void = () => {};
    getWorkshopFactsMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderHome();
    const stats = screen.getByRole('heading', { name: homeContent.statsTitle }).closest('section')!;
    expect(within(stats).getByRole('status').textContent).toBe(homeContent.statsLoading);
    expect(within(stats).queryByText('500+')).toBeNull();
    answer({ ...FACTS, figures: { customers: 1200, years: 9, technicians: 12, cars: 8000 } });
    expect(await within(stats).findByText('1200+')).toBeTruthy();
    expect(within(stats).getByText('9+')).toBeTruthy();
    expect(within(stats).getByText('12+')).toBeTruthy();
    expect(within(stats).getByText('8000+')).toBeTruthy();
    expect(within(stats).queryByRole('status')).toBeNull();
  });
});
