// "Edit the customer": name, phone, e-mail and the staff's notes; values, errors and the busy state are the chart's.
// For staff the e-mail address is read-only, saying that only an admin changes it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { customerFileContent as content } from '../../../domain/console/deskContent';
import { deskMessages } from '../../../domain/messageAreas/desk';
import type { CustomerEditField, customerFileMachine } from '../../../machines/customerFile';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import * as consoleStyles from '../components/console.css';
import { FormDialog } from '../components/FormDialog';


export function CustomerEditDialog({ actor }: { actor: ActorRefFrom<typeof customerFileMachine> }) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const rejectedSubmits = useSelector(actor, (snapshot) => snapshot.context.rejectedSubmits);
  const canChangeEmail = useSelector(actor, (snapshot) => snapshot.context.canChangeEmail);
  const change = (field: CustomerEditField) => (event: { target: { value: string } }) => actor.send({ type: 'file.change', field, value: event.target.value });
  return (
    <FormDialog
      title={content.editTitle}
      submitLabel={content.save}
      saving={saving}
      formError={formError}
      rejectedSubmits={rejectedSubmits}
      onSubmit={() => actor.send({ type: 'file.save' })}
      onDismiss={() => actor.send({ type: 'file.dismiss' })}
    >
      <Field id="customer-name" label={content.name} required error={errors.full_name}>
        {(control) => <input {...control} className={fieldStyles.input} value={values.full_name} onChange={change('full_name')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field id="customer-phone" label={content.phone} required error={errors.phone}>
        {(control) => <input {...control} type="tel" inputMode="tel" className={fieldStyles.input} value={values.phone} onChange={change('phone')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field id="customer-email" label={content.email} hint={canChangeEmail ? undefined : deskMessages.emailAdminOnly} error={errors.email}>
        {(control) => <input {...control} type="email" className={canChangeEmail ? fieldStyles.input : `${fieldStyles.input} ${fieldStyles.locked}`} value={values.email} onChange={change('email')} readOnly={!canChangeEmail} autoComplete="off" />}
      </Field>
      <Field id="customer-notes" label={content.notes} hint={content.notesHint} error={errors.notes}>
        {(control) => <textarea {...control} className={`${fieldStyles.input} ${consoleStyles.textarea}`} value={values.notes} onChange={change('notes')} />}
      </Field>
    </FormDialog>
  );
}
