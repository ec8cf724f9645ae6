// @vitest-environment happy-dom
// The console's Reports page as an admin and a staff member see it, with the server stubbed: the figures against the
// previous period, each chart named by its sentence with a table view, the CSV links, a period change that writes the
// address, a custom range refused by the shared schema and by the server, a failed load with Retry, and "only an
// admin" with no call for staff.
import '../setup/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../src/api/client';
import { reportsContent as copy } from '../../src/domain/console/reportsContent';
import { formatMoney, todayInKarachi } from '../../src/domain/format';
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { fixedPeriodRange, type ReportRange } from '../../src/domain/reportPeriod';
import type { StaffSessionData } from '../../src/domain/staff';
import ReportsPage from '../../src/views/staff/reports/ReportsPage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { pairFor, SERVER_FAILURE } from '../models/reports';
import { STAFF } from '../models/staffSession';
import { labelInNameMismatches } from '../setup/labelInName';

const api = vi.hoisted(() => ({ fetchReportPair: vi.fn() }));
vi.mock('../../src/api/reports', () => api);

const ADMIN: StaffSessionData = { ...STAFF, role: 'admin' };
const OCTOBER: ReportRange = { from: '2026-10-01', to: '2026-10-31' };

function renderReports(path: string, session: StaffSessionData = ADMIN) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <StaffSessionContext.Provider value={session}>
        <ReportsPage />
      </StaffSessionContext.Provider>
    </Router>,
  );
  return { user: userEvent.setup(), location };
}

const askedRanges = () => api.fetchReportPair.mock.calls.map(([range]) => range as ReportRange);
const section = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;

beforeEach(() => {
  api.fetchReportPair.mockReset();
  api.fetchReportPair.mockImplementation(async (range: ReportRange) => pairFor(range));
});

describe('reports page', () => {
  it('shows the period’s figures against the previous period, charts named by their sentence, and the CSV links', async () => {
    renderReports(`/staff/reports?from=${OCTOBER.from}&to=${OCTOBER.to}`);
    const { current, previous } = pairFor(OCTOBER);
    const collected = (await screen.findByText(copy.figures.collected)).closest('li')!;
    expect(within(collected).getByText(formatMoney(current.revenue.collected))).toBeTruthy();
    expect(within(collected).getByText(copy.figures.previous(formatMoney(previous.revenue.collected)))).toBeTruthy();
    expect(within(collected).getByText(/on the previous period/)).toBeTruthy();
    expect(askedRanges()).toEqual([OCTOBER]);
    expect(screen.getByText(/^Showing 1 Oct – 31 Oct 2026, compared with 31 Aug – 30 Sept 2026\.$/)).toBeTruthy();

    const revenue = within(section(copy.days.revenueHeading)).getByRole('img');
    expect(revenue.getAttribute('aria-label')).toMatch(/^Revenue collected per day: PKR [\d,]+ in all; the best day was /);
    expect(within(section(copy.hours.heading)).getByRole('img').getAttribute('aria-label')).toMatch(/^When bookings start: the busiest hour was \w+day at \d+ [AP]M/);
    expect(within(section(copy.bays.heading)).getByRole('img').getAttribute('aria-label')).toMatch(/^Bays were booked for [\d.]+% of their open hours; the busiest was bay 1/);

    const bookings = screen.getByRole('link', { name: copy.downloadBookings });
    expect(bookings.getAttribute('href')).toBe('/api/ops/reports/bookings.csv?from=2026-10-01&to=2026-10-31');
    expect(within(section(copy.services.heading)).getByRole('link', { name: copy.download('services') }).getAttribute('href')).toBe('/api/ops/reports/services.csv?from=2026-10-01&to=2026-10-31');
    expect(within(section(copy.services.heading)).getByRole('table', { name: copy.services.servicesCaption })).toBeTruthy();
    expect(within(section(copy.breakdown.heading)).getByRole('rowheader', { name: 'WhatsApp' })).toBeTruthy();
    expect(labelInNameMismatches(document.body)).toEqual([]);
  });

  it('shows each chart as a table and back', async () => {
    const { user } = renderReports(`/staff/reports?from=${OCTOBER.from}&to=${OCTOBER.to}`);
    await screen.findByText(copy.figures.collected);
    const revenue = section(copy.days.revenueHeading);
    await user.click(within(revenue).getByRole('button', { name: copy.showTable }));
    const table = within(revenue).getByRole('table', { name: copy.days.caption });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(revenue).queryByRole('img')).toBeNull();
    // the other charts stay charts
    expect(within(section(copy.days.bookingsHeading)).getByRole('img')).toBeTruthy();
    await user.click(within(revenue).getByRole('button', { name: copy.showChart }));
    expect(within(revenue).getByRole('img')).toBeTruthy();

    const hours = section(copy.hours.heading);
    await user.click(within(hours).getByRole('button', { name: copy.showTable }));
    const grid = within(hours).getByRole('table', { name: copy.hours.caption });
    expect(within(grid).getByRole('rowheader', { name: 'Saturday' })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: '9 AM' })).toBeTruthy();
  });

  it('orders the top services by revenue, or by how often they were booked', async () => {
    const { user } = renderReports(`/staff/reports?from=${OCTOBER.from}&to=${OCTOBER.to}`);
    const table = await screen.findByRole('table', { name: copy.services.servicesCaption });
    const firstName = () => within(table).getAllByRole('rowheader')[0]!.textContent;
    const services = pairFor(OCTOBER).current.top_services.filter((item) => item.kind === 'service');
    expect(firstName()).toBe(services[0]!.name);
    await user.click(within(table).getByRole('button', { name: new RegExp(`^${copy.services.columns.bookings}`) }));
    expect(firstName()).toBe([...services].sort((a, b) => b.bookings - a.bookings)[0]!.name);
    expect(within(table).getByRole('columnheader', { name: new RegExp(`^${copy.services.columns.bookings}`) }).getAttribute('aria-sort')).toBe('descending');
  });

  it('changes the period: the address follows and both periods are asked for again', async () => {
    const { user, location } = renderReports('/staff/reports?period=month');
    const today = todayInKarachi();
    await screen.findByText(copy.figures.collected);
    expect(askedRanges()).toEqual([fixedPeriodRange('month', today)]);
    await user.click(screen.getByRole('button', { name: copy.period.options.week }));
    await waitFor(() => expect(askedRanges()).toEqual([fixedPeriodRange('month', today), fixedPeriodRange('week', today)]));
    expect(location.history?.at(-1)).toBe('/staff/reports?period=week');
    expect(screen.getByRole('button', { name: copy.period.options.week }).getAttribute('aria-pressed')).toBe('true');
  });

  it('checks a custom range before asking, then asks for it', async () => {
    const { user, location } = renderReports('/staff/reports?period=month');
    await screen.findByText(copy.figures.collected);
    await user.click(screen.getByRole('button', { name: copy.period.options.custom }));
    const from = screen.getByLabelText(copy.period.from) as HTMLInputElement;
    const to = screen.getByLabelText(copy.period.to) as HTMLInputElement;
    await user.clear(from);
    await user.type(from, '2026-10-31');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(screen.getByRole('button', { name: copy.period.apply }));
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby')!.split(' ').find((id) => document.getElementById(id)?.textContent === reportMessages.reports.fromAfterTo)!)).toBeTruthy();
    expect(api.fetchReportPair).toHaveBeenCalledTimes(1);

    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(screen.getByRole('button', { name: copy.period.apply }));
    await waitFor(() => expect(askedRanges().at(-1)).toEqual(OCTOBER));
    expect(location.history?.at(-1)).toBe('/staff/reports?from=2026-10-01&to=2026-10-31');
  });

  it('shows the server’s refusal of a range on its field', async () => {
    api.fetchReportPair.mockRejectedValue(new ApiError(reportMessages.reports.rangeTooLong, 400, { to: [reportMessages.reports.rangeTooLong] }));
    renderReports('/staff/reports?from=2020-01-01&to=2022-12-31');
    const to = (await screen.findByLabelText(copy.period.to)) as HTMLInputElement;
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(reportMessages.reports.rangeTooLong)).toBeTruthy();
    expect(screen.queryByText(copy.figures.collected)).toBeNull();
  });

  it('says when the figures could not be loaded, and Retry loads them', async () => {
    api.fetchReportPair.mockRejectedValueOnce(new ApiError(SERVER_FAILURE, 503));
    const { user } = renderReports(`/staff/reports?from=${OCTOBER.from}&to=${OCTOBER.to}`);
    expect(await screen.findByText(SERVER_FAILURE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText(copy.figures.collected)).toBeTruthy();
    expect(askedRanges()).toEqual([OCTOBER, OCTOBER]);
  });

  it('tells staff only an admin sees the reports, and asks the server nothing', async () => {
    renderReports('/staff/reports', STAFF);
    expect(await screen.findByRole('heading', { name: copy.adminOnlyTitle })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.fetchReportPair).not.toHaveBeenCalled();
  });
});
