// Personal information: read-only details with 'Edit Profile', or the edit form with 'Save Changes' and 'Cancel'.
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../domain/messages';
import { PROFILE_LABELS, profileContent as content } from '../../domain/profileContent';
import { asksCurrentPassword, PROFILE_FIELDS, PROFILE_FORM_FIELDS, type ProfileField, type ProfileSnapshot, type profileMachine } from '../../machines/profile';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { EmailAddress } from '../components/EmailAddress';
import { ErrorState } from '../components/ErrorState';
import { Inline } from '../components/Inline';
import { LoadingState } from '../components/LoadingState';
import { PageSection } from '../components/PageSection';
import { PasswordField } from '../components/PasswordField';
import { phoneInputAttributes } from '../components/phoneInputAttributes';
import { Stack } from '../components/Stack';
import { textClass } from '../components/textClass';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import * as styles from './ProfilePage.css';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

type CardStatus = 'loading' | 'failed' | 'viewing' | 'editing';
const selectStatus = (snapshot: ProfileSnapshot): CardStatus =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : snapshot.matches('viewing') ? 'viewing' : 'editing';
const selectProfile = (snapshot: ProfileSnapshot) => snapshot.context.profile;
const selectLoadError = (snapshot: ProfileSnapshot) => snapshot.context.loadError;

const WIDE_FIELDS: ReadonlySet<ProfileField> = new Set(['address']);
/** Read-only, the e-mail address gets a whole row too, so a long one wraps between its parts rather than being cut. */
const WIDE_DETAILS: ReadonlySet<ProfileField> = new Set(['email', 'address']);

export function PersonalInfoCard({ actor }: { actor: ProfileActor }) {
  const status = useSelector(actor, selectStatus);
  const profile = useSelector(actor, selectProfile);
  const loadError = useSelector(actor, selectLoadError);

  return (
    <PageSection
      tone="card"
      heading={content.personalTitle}
      headingId="profile-personal-title"
      headingTone="brand"
      busy={status === 'loading'}
      actions={
        status === 'viewing' ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'profile.edit' })}>
            {content.edit}
          </Button>
        ) : null
      }
    >
      {status === 'loading' ? <LoadingState text={content.loadingProfile} /> : null}
      {status === 'failed' ? <ErrorState message={loadError ?? messages.profile.loadFailed} onRetry={() => actor.send({ type: 'profile.retry' })} /> : null}
      {status === 'viewing' && profile ? (
        <Tiles as="dl" space="md" minItemWidth={200} className={styles.details}>
          {PROFILE_FIELDS.map((field) => (
            <div key={field} className={WIDE_DETAILS.has(field) ? styles.wide : undefined}>
              <dt className={textClass({ size: 'sm', tone: 'muted', weight: 'semibold' })}>{PROFILE_LABELS[field]}</dt>
              <dd className={styles.detailValue}>
                {!profile[field] ? (
                  <span className={styles.notProvided}>{content.notProvided}</span>
                ) : field === 'email' ? (
                  <EmailAddress address={profile.email} />
                ) : (
                  <bdi>{profile[field]}</bdi>
                )}
              </dd>
            </div>
          ))}
        </Tiles>
      ) : null}
      {status === 'editing' ? <PersonalInfoForm actor={actor} /> : null}
    </PageSection>
  );
}

const selectDraft = (snapshot: ProfileSnapshot) => snapshot.context.draft;
const selectCurrentPassword = (snapshot: ProfileSnapshot) => snapshot.context.currentPassword;
const selectAsksCurrentPassword = (snapshot: ProfileSnapshot) => asksCurrentPassword(snapshot.context);
const selectFieldErrors = (snapshot: ProfileSnapshot) => snapshot.context.fieldErrors;
const selectSaveError = (snapshot: ProfileSnapshot) => snapshot.context.saveError;
const selectBusy = (snapshot: ProfileSnapshot) => snapshot.hasTag('busy');

const INPUT_ATTRIBUTES: Record<ProfileField, { type?: string; autoComplete: string; inputMode?: 'numeric'; maxLength?: number; placeholder?: string; dir?: 'ltr' }> = {
  name: { autoComplete: 'name', maxLength: 120 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254, dir: 'ltr' },
  phone: phoneInputAttributes,
  address: { autoComplete: 'street-address', maxLength: 200 },
  city: { autoComplete: 'address-level2', maxLength: 80 },
  state: { autoComplete: 'address-level1', maxLength: 80 },
  zipCode: { autoComplete: 'postal-code', maxLength: 10, dir: 'ltr' },
};

function PersonalInfoForm({ actor }: { actor: ProfileActor }) {
  const draft = useSelector(actor, selectDraft);
  const currentPassword = useSelector(actor, selectCurrentPassword);
  const asksPassword = useSelector(actor, selectAsksCurrentPassword);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const saveError = useSelector(actor, selectSaveError);
  const busy = useSelector(actor, selectBusy);
  const formRef = useRef<HTMLFormElement>(null);

  const shownErrors = useRef(fieldErrors);

  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  // After a refused save (errors appear), take the keyboard to the first field that needs attention; typing, which
  // only takes a field's error away, leaves the focus where the customer is typing.
  useEffect(() => {
    const before = shownErrors.current;
    shownErrors.current = fieldErrors;
    if (!PROFILE_FORM_FIELDS.some((field) => fieldErrors[field] && fieldErrors[field] !== before[field])) return;
    const first = PROFILE_FORM_FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#profile-${first}`)?.focus();
  }, [fieldErrors]);

  const change = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => actor.send({ type: 'profile.change', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) actor.send({ type: 'profile.submit' });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack space="md">
        {saveError ? (
          <Alert as="p" tone="error" role="alert">
            {saveError}
          </Alert>
        ) : null}
        <Tiles space="md" columns={2} collapseBelow="narrow">
          {PROFILE_FIELDS.map((field) => (
            <Fragment key={field}>
              <div className={WIDE_FIELDS.has(field) ? styles.wide : undefined}>
                <TextField
                  id={`profile-${field}`}
                  label={PROFILE_LABELS[field]}
                  error={fieldErrors[field]}
                  hint={field === 'phone' ? content.phoneHint : undefined}
                  {...INPUT_ATTRIBUTES[field]}
                  name={field}
                  value={draft[field]}
                  onChange={change(field)}
                  readOnly={busy}
                />
              </div>
              {field === 'email' && asksPassword ? (
                <div>
                  <PasswordField
                    id="profile-current_password"
                    label={content.currentPassword}
                    error={fieldErrors.current_password}
                    hint={content.currentPasswordHint}
                    name="current_password"
                    autoComplete="current-password"
                    maxLength={200}
                    value={currentPassword}
                    onChange={(event) => actor.send({ type: 'profile.change', field: 'current_password', value: event.target.value })}
                    readOnly={busy}
                  />
                </div>
              ) : null}
            </Fragment>
          ))}
        </Tiles>
        <Inline space="sm">
          <Button type="submit" variant="primary" busy={busy} busyLabel={content.saving}>
            {content.save}
          </Button>
          <Button variant="quiet" onClick={() => actor.send({ type: 'profile.cancel' })} disabled={busy}>
            {content.cancel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
