// The kit's buttons in every variant, size and state, and its field in every state.
import { accountContent } from '../../domain/accountContent';
import { contactContent } from '../../domain/contactContent';
import { messages } from '../../domain/messages';
import { myBookingsContent } from '../../domain/myBookingsContent';
import { Button } from '../components/Button';
import { buttonClass, type ButtonVariant } from '../components/buttonClass';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { Inline } from '../components/Inline';
import { PageSection } from '../components/PageSection';
import { Stack } from '../components/Stack';
import { kitLabels } from './kitLabels';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'destructive', 'destructiveOutline', 'quiet', 'accent'];

export function KitButtons() {
  const { buttonStates: states } = kitLabels;
  return (
    <PageSection tone="card" heading={kitLabels.buttons}>
      {VARIANTS.map((variant) => (
        <Stack key={variant} space="xs">
          <code>{variant}</code>
          <Inline space="sm">
            <Button variant={variant}>{`${myBookingsContent.confirm} · ${states.standard}`}</Button>
            <Button variant={variant} size="small">{`${myBookingsContent.confirm} · ${states.small}`}</Button>
            <Button variant={variant} disabled>{`${myBookingsContent.confirm} · ${states.disabled}`}</Button>
            <Button variant={variant} busy busyLabel={myBookingsContent.rescheduling}>
              {myBookingsContent.confirm}
            </Button>
          </Inline>
        </Stack>
      ))}
      <Stack space="xs">
        <code>{kitLabels.buttonLink}</code>
        <Inline space="sm">
          <a className={buttonClass('primary')} href="#kit-buttons">
            {myBookingsContent.bookNew}
          </a>
          <a className={buttonClass('quiet')} href="#kit-buttons">
            {myBookingsContent.viewInvoice}
          </a>
        </Inline>
      </Stack>
    </PageSection>
  );
}

export function KitFields() {
  const { fields } = contactContent;
  return (
    <PageSection tone="card" heading={kitLabels.fields}>
      <Field id="kit-field-plain" label={fields.name}>
        {(control) => <input {...control} className={fieldStyles.input} placeholder={contactContent.placeholders.name} />}
      </Field>
      <Field id="kit-field-hint" label={accountContent.register.phone} hint={accountContent.register.phoneHint}>
        {(control) => <input {...control} className={fieldStyles.input} type="tel" dir="ltr" defaultValue="0300 1234567" />}
      </Field>
      <Field id="kit-field-error" label={fields.email} error={messages.validation.fieldRequired(fields.email)}>
        {(control) => <input {...control} className={fieldStyles.input} type="email" />}
      </Field>
      <Field id="kit-field-required" label={fields.message} required hint={contactContent.requiredNote} error={messages.validation.fieldRequired(fields.message)}>
        {(control) => <textarea {...control} className={fieldStyles.input} rows={3} />}
      </Field>
    </PageSection>
  );
}
