// The admin's service editor: every field of a catalogue entry, the item rows, and Save; the values, the errors and
// the busy state are the serviceEditor machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SERVICE_CATEGORIES } from '../../../domain/constants';
import { catalogueContent as content } from '../../../domain/console/workshopContent';
import { categoryLabel } from '../../../domain/format';
import { selectedServiceOf, type serviceEditorMachine, type ServiceEditorSnapshot } from '../../../machines/serviceEditor';
import type { ServiceTextField } from '../../../machines/serviceForm';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { FormDialog } from '../components/FormDialog';
import * as styles from '../components/workshopPage.css';

const FORM_ID = 'service-editor-form';

const selectValues = (snapshot: ServiceEditorSnapshot) => snapshot.context.values;
const selectFieldErrors = (snapshot: ServiceEditorSnapshot) => snapshot.context.fieldErrors;
const selectItemErrors = (snapshot: ServiceEditorSnapshot) => snapshot.context.itemErrors;
const selectFormError = (snapshot: ServiceEditorSnapshot) => snapshot.context.formError;
const selectIsNew = (snapshot: ServiceEditorSnapshot) => snapshot.context.serviceId === null;
const selectStoredName = (snapshot: ServiceEditorSnapshot) => selectedServiceOf(snapshot.context)?.name ?? '';
const selectSaving = (snapshot: ServiceEditorSnapshot) => snapshot.matches({ action: { editing: 'saving' } });
const selectRejected = (snapshot: ServiceEditorSnapshot) => snapshot.context.rejectedSubmits;

export function ServiceEditorDialog({ actor }: { actor: ActorRefFrom<typeof serviceEditorMachine> }) {
  const values = useSelector(actor, selectValues);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const itemErrors = useSelector(actor, selectItemErrors);
  const formError = useSelector(actor, selectFormError);
  const isNew = useSelector(actor, selectIsNew);
  const saving = useSelector(actor, selectSaving);
  const storedName = useSelector(actor, selectStoredName);
  const rejectedSubmits = useSelector(actor, selectRejected);

  const change = (field: ServiceTextField) => (event: { target: { value: string } }) => actor.send({ type: 'editor.change', field, value: event.target.value });
  const dismiss = () => actor.send({ type: 'catalogue.dismiss' });

  return (
    <FormDialog
      title={isNew ? content.newTitle : content.editTitle(storedName)}
      formId={FORM_ID}
      submitLabel={content.save}
      saving={saving}
      formError={formError}
      rejectedSubmits={rejectedSubmits}
      onSubmit={() => actor.send({ type: 'editor.submit' })}
      onDismiss={dismiss}
    >
      <Field id="service-id" label={content.fields.id} required error={fieldErrors.id} hint={isNew ? content.hints.id : content.idFixed}>
        {(control) => <input {...control} className={fieldStyles.input} value={values.id} onChange={change('id')} readOnly={!isNew} aria-required="true" autoComplete="off" />}
      </Field>
      <Field id="service-name" label={content.fields.name} required error={fieldErrors.name}>
        {(control) => <input {...control} className={fieldStyles.input} value={values.name} onChange={change('name')} aria-required="true" />}
      </Field>
      <Field id="service-description" label={content.fields.description} error={fieldErrors.description}>
        {(control) => <textarea {...control} className={`${fieldStyles.input} ${styles.textarea}`} value={values.description} onChange={change('description')} />}
      </Field>
      <Field id="service-category" label={content.fields.category} required error={fieldErrors.category}>
        {(control) => (
          <select {...control} className={fieldStyles.input} value={values.category} onChange={change('category')} aria-required="true">
            {SERVICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.formGrid}>
        <Field id="service-price" label={content.fields.price} required error={fieldErrors.price}>
          {(control) => <input {...control} className={fieldStyles.input} type="number" inputMode="numeric" min={0} step={1} value={values.price} onChange={change('price')} aria-required="true" />}
        </Field>
        <Field id="service-original-price" label={content.fields.originalPrice} error={fieldErrors.originalPrice} hint={content.hints.originalPrice}>
          {(control) => <input {...control} className={fieldStyles.input} type="number" inputMode="numeric" min={0} step={1} value={values.originalPrice} onChange={change('originalPrice')} />}
        </Field>
        <Field id="service-duration" label={content.fields.duration} required error={fieldErrors.duration_minutes} hint={content.hints.duration}>
          {(control) => (
            <input {...control} className={fieldStyles.input} type="number" inputMode="numeric" min={15} max={1440} step={5} value={values.duration_minutes} onChange={change('duration_minutes')} aria-required="true" />
          )}
        </Field>
      </div>
      <fieldset className={ui.form}>
        <legend className={fieldStyles.label}>{content.fields.items}</legend>
        {values.items.length === 0 ? <p className={fieldStyles.hint}>{content.itemsEmpty}</p> : null}
        {values.items.map((item, index) => {
          const error = itemErrors[index];
          const errorId = `service-item-${index}-error`;
          const position = index + 1;
          return (
            <div key={index} className={styles.formGrid} role="group" aria-label={content.itemLegend(position)}>
              <div className={fieldStyles.field}>
                <label className={fieldStyles.label} htmlFor={`service-item-${index}-id`}>
                  {content.fields.itemId} {position}
                </label>
                <input
                  id={`service-item-${index}-id`}
                  className={fieldStyles.input}
                  value={item.id}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => actor.send({ type: 'editor.changeItem', index, part: 'id', value: event.target.value })}
                />
              </div>
              <div className={fieldStyles.field}>
                <label className={fieldStyles.label} htmlFor={`service-item-${index}-name`}>
                  {content.fields.itemName} {position}
                </label>
                <input
                  id={`service-item-${index}-name`}
                  className={fieldStyles.input}
                  value={item.name}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => actor.send({ type: 'editor.changeItem', index, part: 'name', value: event.target.value })}
                />
              </div>
              <div className={styles.formActions}>
                <button type="button" className={buttonClass('destructiveOutline', 'small')} onClick={() => actor.send({ type: 'editor.removeItem', index })}>
                  {content.removeItem(position)}
                </button>
              </div>
              {error ? (
                <p id={errorId} className={`${fieldStyles.error} ${styles.wide}`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div>
          <button type="button" className={buttonClass('secondary', 'small')} onClick={() => actor.send({ type: 'editor.addItem' })}>
            {content.addItem}
          </button>
        </div>
      </fieldset>
      <label className={styles.checkboxRow}>
        <input type="checkbox" className={styles.checkbox} checked={values.is_active} onChange={(event) => actor.send({ type: 'editor.setActive', active: event.target.checked })} />
        {content.fields.active}
      </label>
    </FormDialog>
  );
}
