// The front desk in Chromium: staff book a phone customer from a free cell of the day board; a web customer then
// cannot take that place; the desk's customer sets a password through "Forgot password?" and finds the booking in My
// Bookings; and Walk in now books at the current minute (or, with the workshop closed, says why in the dialog).
import type { Page } from '@playwright/test';
import { accountContent } from '../src/domain/accountContent';
import { clockTimeOf, minutesOfDay } from '../src/domain/clockTime';
import { WORKSHOP_CLOSES_MINUTES, WORKSHOP_OPENS_MINUTES } from '../src/domain/constants';
import { bayBlockContent, deskBookingContent } from '../src/domain/console/deskContent';
import { boardContent } from '../src/domain/console/boardContent';
import { formatTime, karachiTimeOfDay, todayInKarachi } from '../src/domain/format';
import type { Board } from '../src/domain/staff';
import { expect, newCustomer, ops, opsAnswer, signUp, test } from './fixtures';
import { customerBrowser, quietDay, shortestService, signInToConsole, workshopAccount } from './support/console';
import { mailTo, setPasswordFromMail } from './support/mailbox';

let people = 0;
/** A customer who phones the workshop: no account, an e-mail address they gave on the phone. */
function caller() {
  people += 1;
  const stamp = `${Date.now()}${people}`.slice(-7);
  return { name: `Zainab Desk ${people}`, phone: `0333-${stamp}`, email: `zainab.${stamp}@example.pk`, plate: `DSK-${stamp.slice(-4)}` };
}

async function fillNewCustomerAndCar(dialog: ReturnType<Page['getByRole']>, person: ReturnType<typeof caller>, withEmail: boolean) {
  await dialog.getByRole('button', { name: deskBookingContent.addNew }).click();
  await dialog.getByLabel(/^Full name/).fill(person.name);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill(person.phone);
  if (withEmail) await dialog.getByLabel(deskBookingContent.email).fill(person.email);
  await dialog.getByLabel(/^Make/).fill('Honda');
  await dialog.getByLabel(/^Model/).fill('Civic');
  await dialog.getByLabel(/^Year/).fill('2020');
  await dialog.getByLabel(/^Number plate/).fill(person.plate);
}

test('the desk books a phone customer, a web customer cannot take that place, and the customer sees the booking after setting a password', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const service = await shortestService(page);
  const day = await quietDay(page, service.id);
  const staff = await workshopAccount(page, 'staff');
  const person = caller();

  await signInToConsole(page, staff, `/staff?date=${day}`);
  const grid = page.getByRole('table');
  await grid.getByRole('button', { name: bayBlockContent.bookHere(1, formatTime('16:00')) }).click();
  const dialog = page.getByRole('dialog', { name: deskBookingContent.titles.booking });
  await fillNewCustomerAndCar(dialog, person, true);
  await dialog.getByLabel(/^Service/).selectOption(service.id);
  // the clicked cell's time is chosen among the day's free times for the service's length
  await expect(dialog.getByRole('radio', { name: formatTime('16:00') })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: deskBookingContent.notify })).toBeChecked();
  await dialog.getByRole('button', { name: deskBookingContent.submit }).click();
  await expect(dialog).toBeHidden();
  const onBoard = grid.getByRole('article').filter({ hasText: person.plate });
  await expect(onBoard).toBeVisible();
  await expect(onBoard).toContainText('Phone');
  await expect(onBoard).toContainText(boardContent.timeRange(formatTime('16:00'), formatTime(clockTimeOf(minutesOfDay('16:00') + service.duration_minutes))));

  // The other bays are taken out at that time too: 16:00 on that day is the desk's booking alone.
  const { data: board } = (await ops(page, 'GET', `board?date=${day}`)) as { data: { bays: number; bookings: Array<{ bay: number; short_id: string; source: string; vehicle: { plate: string } }> } };
  const booked = board.bookings.find((booking) => booking.vehicle.plate === person.plate)!;
  expect(booked.source).toBe('phone');
  for (let bay = 1; bay <= board.bays; bay += 1) {
    if (bay !== booked.bay) await ops(page, 'POST', 'blocks', { bay, booking_date: day, start: '16:00', end: '18:00', reason: 'Technician away' });
  }
  await expect(grid.getByRole('article', { name: bayBlockContent.blockedCell('Technician away') }).first()).toBeVisible();

  // A customer on the web: the day's times do not offer 16:00, and asking for it is refused.
  const web = await customerBrowser(browser);
  await signUp(web, { ...newCustomer(), name: 'Hina Web' });
  const times = (await (await web.request.get(`/api/bookings/available-times/?date=${day}&service=${service.id}`)).json()) as Array<{ time: string; available: boolean }>;
  expect(times.find((slot) => slot.time === '16:00')?.available).toBe(false);
  const origin = { Origin: new URL(web.url()).origin };
  const status = (await (await web.request.get('/api/auth/customer/status/')).json()) as { data: { user: { id: string } } };
  const car = await web.request.post('/api/cars/add-car/', {
    headers: origin,
    data: { make: 'Suzuki', model: 'Swift', year: 2022, license_plate: `WEB-${person.plate.slice(-4)}`, color: 'Red', customer: status.data.user.id },
  });
  const carId = ((await car.json()) as { data: { id: string } }).data.id;
  const refused = await web.request.post('/api/bookings/create-customer/', {
    headers: origin,
    data: { customer: status.data.user.id, service: service.id, car: carId, booking_date: day, time: '16:00' },
  });
  expect(refused.status(), await refused.text()).toBe(409);

  // The desk's customer got the confirmation, sets a password with "Forgot password?" and finds the booking.
  const confirmation = await mailTo(person.email, /confirmed/i);
  expect(confirmation.text).toContain(service.name);
  const home = await customerBrowser(browser);
  await setPasswordFromMail(home, person.email, 'my-own-secret-2026');
  await home.goto('/login');
  await home.getByLabel('Email').fill(person.email);
  await home.getByLabel('Password', { exact: true }).fill('my-own-secret-2026');
  await home.getByRole('button', { name: accountContent.signIn }).click();
  await expect(home.getByRole('button', { name: new RegExp(person.name) })).toBeVisible();
  await home.goto('/my-bookings');
  await expect(home.getByText(service.name).first()).toBeVisible();
  await expect(home.getByText(new RegExp(booked.short_id)).first()).toBeVisible();
});

/** Whether some bay holds nothing today (no booking but a cancelled one, no block) from `start` for `minutes` and the cleanup buffer. */
async function someBayFreeToday(page: Page, start: string, minutes: number): Promise<boolean> {
  const { data: board } = (await ops(page, 'GET', `board?date=${todayInKarachi()}`)) as { data: Board };
  const { data: capacity } = (await ops(page, 'GET', 'capacity')) as { data: { buffer_minutes: number } };
  const from = minutesOfDay(start);
  const to = from + minutes + capacity.buffer_minutes;
  const held = [
    ...board.bookings.filter((booking) => booking.status !== 'cancelled').map((booking) => ({ bay: booking.bay, start: booking.start_time, end: booking.end_time, after: capacity.buffer_minutes })),
    ...board.blocks.map((block) => ({ bay: block.bay, start: block.start, end: block.end, after: 0 })),
  ];
  const bays = Array.from({ length: board.bays }, (_, index) => index + 1);
  return bays.some((bay) => held.every((hold) => hold.bay !== bay || minutesOfDay(hold.end) + hold.after <= from || minutesOfDay(hold.start) >= to));
}

test('Walk in now books the car at the current minute, or says in the dialog why it cannot', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const service = await shortestService(page);
  const staff = await workshopAccount(page, 'staff');
  const person = caller();
  await signInToConsole(page, staff, `/staff?date=${todayInKarachi()}`);
  await expect(page.getByRole('heading', { name: boardContent.title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: deskBookingContent.walkIn }).click();
  const dialog = page.getByRole('dialog', { name: deskBookingContent.titles.walkIn });
  await expect(dialog.getByLabel(/^Day/)).toHaveCount(0);
  await fillNewCustomerAndCar(dialog, person, false);
  await dialog.getByLabel(/^Service/).selectOption(service.id);
  // the workshop's hours are 08:00–20:00: a walk-in is served only when its service ends by closing time, in a bay
  // that the suite's other bookings of today leave free for that long (read before booking, a minute's leeway)
  const now = karachiTimeOfDay(new Date());
  const inHours = minutesOfDay(now) >= WORKSHOP_OPENS_MINUTES && minutesOfDay(now) + service.duration_minutes <= WORKSHOP_CLOSES_MINUTES;
  const open = inHours && (await someBayFreeToday(page, now, service.duration_minutes + 1));
  await dialog.getByRole('button', { name: deskBookingContent.walkInSubmit }).click();

  if (open) {
    await expect(dialog).toBeHidden();
    const { data: board } = (await ops(page, 'GET', 'board')) as { data: { bookings: Array<{ start_time: string; source: string; vehicle: { plate: string } }> } };
    const walkIn = board.bookings.find((booking) => booking.vehicle.plate === person.plate)!;
    expect(walkIn.source).toBe('walk_in');
    expect([now, karachiTimeOfDay(new Date())]).toContain(walkIn.start_time);
    await expect(page.getByRole('article').filter({ hasText: person.plate }).first()).toContainText(formatTime(walkIn.start_time));
  } else {
    // closed, or every bay taken now: the server's sentence in the dialog, everything typed kept, nothing booked
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByLabel(/^Full name/)).toHaveValue(person.name);
    const answer = await opsAnswer(page, 'GET', `customers?q=${encodeURIComponent(person.plate)}`);
    expect(((await answer.json()) as { count: number }).count).toBe(0);
  }
});
