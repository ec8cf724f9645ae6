// @vitest-environment happy-dom
// The date grid (the wizard's date step and the reschedule dialog) in the language in force: in Urdu its weekday
// and month names, and the long date a screen reader says, are Urdu (digits stay Western); in English, as before.
import '../setup/dom';
import '../../src/domain/ur';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AvailableDate } from '../../src/domain/types';
import { DateGrid } from '../../src/views/booking/DateGrid';
import { applyLanguage } from '../../src/views/language/documentLanguage';

// A Saturday and a Monday, both in December, in the future so neither is "today".
const DAYS: AvailableDate[] = [
  { date: '2099-12-05', available: true, slots_available: 3 },
  { date: '2099-12-07', available: false, slots_available: 0 },
];

const renderGrid = () => render(<DateGrid days={DAYS} selected={null} onPick={() => {}} />);
/** What a sighted customer sees on a day: the parts a screen reader skips. */
const shownParts = (button: HTMLElement) => [...button.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent);

afterEach(() => applyLanguage('en', { remember: false }));

describe('DateGrid', () => {
  it('names the days in English: short parts shown, the long date read', () => {
    renderGrid();
    const [saturday, monday] = within(screen.getByRole('list')).getAllByRole('button');
    expect(shownParts(saturday!)).toEqual(['Sat', '5', 'Dec']);
    expect(screen.getByRole('button', { name: 'Saturday 5 December, 3 slots' })).toBeTruthy();
    expect(shownParts(monday!)).toEqual(['Mon', '7', 'Dec']);
  });

  it('names the days in Urdu, shown and read, with Western digits', () => {
    applyLanguage('ur', { remember: false });
    renderGrid();
    const [saturday, monday] = within(screen.getByRole('list')).getAllByRole('button');
    expect(shownParts(saturday!)).toEqual(['ہفتہ', '5', 'دسمبر']);
    expect(shownParts(monday!)).toEqual(['پیر', '7', 'دسمبر']);
    expect(screen.getByRole('button', { name: 'ہفتہ، 5 دسمبر، 3 اوقات خالی' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'پیر، 7 دسمبر، مکمل بک' })).toBeTruthy();
    expect(saturday!.textContent).not.toMatch(/[A-Za-z]/);
  });
});
