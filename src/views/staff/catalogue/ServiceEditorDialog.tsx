// The admin's service editor: every field of a catalogue entry, the item rows, and Save; the values, the errors and
// the busy state are the serviceEditor machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SERVICE_CATEGORIES, SERVICE_KINDS } from '../../../domain/constants';
import { catalogueContent as content } from '../../../domain/console/workshopContent';
import { categoryLabel } from '../../../domain/format';
import { selectedServiceOf, type serviceEditorMachine, type ServiceEditorSnapshot } from '../../../machines/serviceEditor';
import type { ServiceItemValues, ServiceTextField } from '../../../machines/serviceForm';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import * as fieldStyles from '../../components/Field.css';
import { Checkbox } from '../../components/Checkbox';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { FormDialog } from '../components/FormDialog';
import * as styles from '../components/console.css';


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
        {(control) => <textarea {...control} rows={4} className={`${fieldStyles.input} ${styles.textarea}`} value={values.description} onChange={change('description')} />}
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
      <Field id="service-kind" label={content.fields.kind} required error={fieldErrors.kind} hint={content.hints.kind}>
        {(control) => (
          <select {...control} className={fieldStyles.input} value={values.kind} onChange={change('kind')} aria-required="true">
            {SERVICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {content.kinds[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.fieldColumns}>
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
      <Stack as="fieldset" space="md">
        <legend className={fieldStyles.label}>{content.fields.items}</legend>
        {values.items.length === 0 ? <p className={fieldStyles.hint}>{content.itemsEmpty}</p> : null}
        {values.items.map((item, index) => (
          <ItemRow key={index} actor={actor} index={index} item={item} error={itemErrors[index]} />
        ))}
        <Inline space="sm">
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'editor.addItem' })}>
            {content.addItem}
          </Button>
        </Inline>
      </Stack>
      <Checkbox id="service-active" label={content.fields.active} checked={values.is_active} onChange={(event) => actor.send({ type: 'editor.setActive', active: event.target.checked })} />
    </FormDialog>
  );
}

interface ItemRowProps {
  actor: ActorRefFrom<typeof serviceEditorMachine>;
  index: number;
  item: ServiceItemValues;
  /** One message for the row, read by both its fields. */
  error: string | undefined;
}

/** One of the service's items: its id and its name, and Remove. */
function ItemRow({ actor, index, item, error }: ItemRowProps) {
  const errorId = `service-item-${index}-error`;
  const position = index + 1;
  const part = (name: 'id' | 'name', label: string) => (
    <Field id={`service-item-${index}-${name}`} label={`${label} ${position}`}>
      {(control) => (
        <input
          {...control}
          className={fieldStyles.input}
          value={item[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => actor.send({ type: 'editor.changeItem', index, part: name, value: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className={styles.fieldColumns} role="group" aria-label={content.itemLegend(position)}>
      {part('id', content.fields.itemId)}
      {part('name', content.fields.itemName)}
      <Inline space="sm">
        <Button variant="destructiveOutline" size="small" onClick={() => actor.send({ type: 'editor.removeItem', index })}>
          {content.removeItem(position)}
        </Button>
      </Inline>
      {error ? (
        <p id={errorId} className={`${fieldStyles.error} ${styles.wide}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
