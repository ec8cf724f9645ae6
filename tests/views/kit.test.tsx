// @vitest-environment happy-dom
// The kit page (/dev/kit) renders every part in its states, so a part that breaks, or changes the DOM it promises
// (aria-busy, aria-describedby, aria-sort, the dialog's focus trap), fails here; and it renders in Urdu.
import '../setup/dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { contactContent } from '../../src/domain/contactContent';
import { DEFAULT_LANGUAGE, setLanguageSource } from '../../src/domain/i18n';
import { messages } from '../../src/domain/messages';
import { myBookingsContent } from '../../src/domain/myBookingsContent';
import { vehiclesContent } from '../../src/domain/profileContent';
import { pricingContent } from '../../src/domain/servicesContent';
import { loadTranslations } from '../../src/machines/language';
import { kitLabels } from '../../src/views/kit/kitLabels';
import KitPage from '../../src/views/kit/KitPage';

function renderKit() {
  render(<KitPage language="en" />);
  return userEvent.setup();
}

const sortHeading = (name: string) => screen.getAllByRole('columnheader', { name: new RegExp(`^${name}`) })[0]!;

describe('the kit page', () => {
  afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

  it('shows each button variant ready, disabled and busy (disabled, aria-busy, its busy label)', () => {
    renderKit();
    const busy = screen.getAllByRole('button', { name: myBookingsContent.rescheduling });
    expect(busy).toHaveLength(6);
    for (const button of busy) {
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getAllByRole('link', { name: myBookingsContent.bookNew }).length).toBeGreaterThan(0);
  });

  it('ties each field to its label, its hint and its error, and marks the required one', () => {
    renderKit();
    const email = screen.getByLabelText(contactContent.fields.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(messages.validation.fieldRequired(contactContent.fields.email));
    const message = screen.getByLabelText(new RegExp(`^${contactContent.fields.message}`));
    expect(message.getAttribute('aria-required')).toBe('true');
    const described = message.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([messages.validation.fieldRequired(contactContent.fields.message), contactContent.requiredNote]);
    expect(screen.getByLabelText(contactContent.fields.name).getAttribute('aria-describedby')).toBeNull();
  });

  it('opens a dialog that keeps focus inside, closes on Escape and gives focus back to its opener', async () => {
    const user = renderKit();
    const opener = screen.getByRole('button', { name: kitLabels.openDialog });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: myBookingsContent.rateTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const inside = within(dialog);
    expect(document.activeElement).toBe(inside.getByLabelText(myBookingsContent.reviewLabel));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(inside.getByRole('button', { name: myBookingsContent.submitRating }));
    await user.tab();
    expect(document.activeElement).toBe(inside.getByLabelText(myBookingsContent.reviewLabel));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows a busy confirm dialog that cannot be dismissed until the work is done', async () => {
    const user = renderKit();
    await user.click(screen.getByRole('button', { name: kitLabels.openConfirmBusy }));
    const dialog = screen.getByRole('dialog', { name: vehiclesContent.removeTitle });
    const confirm = within(dialog).getByRole('button', { name: vehiclesContent.removing });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((within(dialog).getByRole('button', { name: vehiclesContent.keep }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: vehiclesContent.removeTitle })).toBeTruthy();
  });

  it('sorts the table by the heading asked for and says so with aria-sort; shows the loading and the empty rows', async () => {
    const user = renderKit();
    expect(sortHeading(pricingContent.price).getAttribute('aria-sort')).toBe('descending');
    const [sorted] = screen.getAllByRole('table');
    const firstRowHeader = () => within(sorted!).getAllByRole('rowheader')[0]!.textContent;
    expect(firstRowHeader()).toBe('Signature Full Detail');
    await user.click(within(sortHeading(pricingContent.price)).getByRole('button'));
    expect(sortHeading(pricingContent.price).getAttribute('aria-sort')).toBe('ascending');
    expect(sortHeading(pricingContent.duration).getAttribute('aria-sort')).toBe('none');
    expect(firstRowHeader()).toBe('Express Exterior Wash');
    expect(screen.getByRole('status').textContent).toBe(pricingContent.loading);
    expect(screen.getByText(messages.services.empty)).toBeTruthy();
  });

  it('shows the parts in Urdu when the page is opened in Urdu', async () => {
    await loadTranslations('ur');
    setLanguageSource(() => 'ur');
    render(<KitPage language="ur" />);
    expect(screen.getAllByRole('button', { name: myBookingsContent.rescheduling })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'اردو' }).getAttribute('aria-current')).toBe('page');
    expect(myBookingsContent.rescheduling).not.toBe('Rescheduling…');
  });
});
