// Contact (spec §2 "Contact page", §4 "Contact form"): the contact machine holds the form; this view renders its state.
// Each contact detail shows once, in the info cards, with the footer's line icons. A signed-in customer's name, e-mail
// and phone are filled in (the machine asks for the profile once it is told who is signed in).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { contactContent as copy } from '../../domain/contactContent';
import { mapsUrl } from '../../domain/format';
import { CONTACT_DETAILS } from '../../domain/content';
import { mailtoHref } from '../../domain/email';
import { inspector } from '../../machines/inspector';
import { contactMachine, type ContactField, type ContactSnapshot } from '../../machines/contact';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { cardClass } from '../components/cardClass';
import { EmailAddress } from '../components/EmailAddress';
import { emailInputAttributes } from '../components/emailInputAttributes';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { Form } from '../components/Form';
import { Heading } from '../components/Heading';
import { IconBadge } from '../components/IconBadge';
import { CallToAction } from '../components/CallToAction';
import { CheckItem, CheckList } from '../components/CheckList';
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { Notice } from '../components/Notice';
import { PageHero } from '../components/PageHero';
import { Stack } from '../components/Stack';
import { SubmitButton } from '../components/SubmitButton';
import { Text } from '../components/Text';
import { textClass } from '../components/textClass';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import { Inline } from '../components/Inline';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useWorkshopContact } from '../components/useWorkshopContact';
import { useCurrentUser } from '../session/SessionProvider';
import { telHref } from '../../domain/phone';
import * as styles from './ContactPage.css';

const selectValues = (snapshot: ContactSnapshot) => snapshot.context.values;
const selectFieldErrors = (snapshot: ContactSnapshot) => snapshot.context.fieldErrors;
const selectError = (snapshot: ContactSnapshot) => (snapshot.matches('error') ? snapshot.context.error : null);
const selectConfirmation = (snapshot: ContactSnapshot) => (snapshot.matches('success') ? snapshot.context.confirmation : null);
const selectBusy = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');
const selectServiceNames = (snapshot: ContactSnapshot) => snapshot.context.serviceNames;

interface ContactPageProps {
  /** The page's logic; tests pass `contactMachine.provide({ actors })` to stub the server. */
  logic?: typeof contactMachine;
}

export default function ContactPage({ logic = contactMachine }: ContactPageProps) {
  useDocumentTitle(copy.documentTitle);
  const actor = useActorRef(logic, { inspect: inspector() });
  const values = useSelector(actor, selectValues);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const error = useSelector(actor, selectError);
  const confirmation = useSelector(actor, selectConfirmation);
  const busy = useSelector(actor, selectBusy);
  const serviceNames = useSelector(actor, selectServiceNames);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const user = useCurrentUser();
  const contact = useWorkshopContact();

  // The session is often verified after the page opened: the customer is filled in once they are known.
  useEffect(() => {
    if (user) actor.send({ type: 'contact.signedIn', customer: { name: user.name, email: user.email } });
  }, [actor, user]);

  // The confirmation replaces the form: move focus to it so keyboard and screen-reader users follow.
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const change = (field: ContactField) => (event: { target: { value: string } }) => actor.send({ type: 'contact.change', field, value: event.target.value });
  /** A text field's name, value, error and change event, all named by the field. */
  const bind = (field: 'name' | 'email' | 'phone') => ({ name: field, value: values[field], error: fieldErrors[field], onChange: change(field) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'contact.submit' });
  };

  return (
    <div className={styles.page}>
      <PageHero tone="soft" title={copy.title} lead={copy.intro} />

      <Stack space="xl" className={`${ui.container} ${styles.body}`}>
        <section aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" className="visually-hidden">
            {copy.infoHeading}
          </h2>
          <Tiles as="ul" space="md" minItemWidth={220}>
            <InfoCard icon={<PhoneIcon />} label={copy.phoneLabel}>
              <a className={infoLink} href={telHref(contact.phone)}>
                <bdi>{contact.phone}</bdi>
              </a>
            </InfoCard>
            <InfoCard icon={<MailIcon />} label={copy.emailLabel}>
              <a className={infoLink} href={mailtoHref(contact.email)}>
                <EmailAddress address={contact.email} />
              </a>
            </InfoCard>
            <InfoCard icon={<PinIcon />} label={copy.addressLabel}>
              <Text breakWords>{contact.address}</Text>
              <a className={infoLink} href={mapsUrl(contact.address)} target="_blank" rel="noopener noreferrer">
                {copy.openInMaps}
              </a>
            </InfoCard>
            <InfoCard icon={<ClockIcon />} label={copy.hoursLabel}>
              <Text breakWords>{CONTACT_DETAILS.hours}</Text>
              <Text size="sm" tone="success" weight="semibold">
                {copy.replyPromise}
              </Text>
            </InfoCard>
          </Tiles>
        </section>

        <div className={styles.columns}>
          <Card as="section" padding="xl" aria-labelledby="contact-form-title">
            {confirmation ? (
              <Notice
                role="status"
                padded
                icon={<CheckIcon />}
                iconTone="success"
                heading={
                  <Heading level={2} id="contact-form-title" ref={confirmationRef} tabIndex={-1} tone="brand">
                    {copy.successHeading}
                  </Heading>
                }
              >
                <Text>{confirmation}</Text>
                <Button variant="secondary" onClick={() => actor.send({ type: 'contact.reset' })}>
                  {copy.sendAnother}
                </Button>
              </Notice>
            ) : (
              <Stack space="md">
                <Stack space="sm">
                  <Heading level={2} id="contact-form-title" tone="brand">
                    {copy.formHeading}
                  </Heading>
                  <p className={fieldStyles.hint}>{copy.requiredNote}</p>
                </Stack>
                <Form onSubmit={submit} noValidate aria-describedby={error ? 'contact-error' : undefined}>
                  <Stack space="md">
                    {error ? (
                      <Inline space="sm" align="spaceBetween" id="contact-error" role="alert" className={ui.alert.error}>
                        <span>{error}</span>
                        <Button variant="quiet" onClick={() => actor.send({ type: 'contact.retry' })}>
                          {copy.tryAgain}
                        </Button>
                      </Inline>
                    ) : null}

                    <Tiles space="md" columns={2} collapseBelow="narrow">
                      <TextField id="contact-name" label={copy.fields.name} {...bind('name')} autoComplete="name" placeholder={copy.placeholders.name} aria-required="true" />
                      <TextField
                        id="contact-email"
                        label={copy.fields.email}
                        {...emailInputAttributes}
                        {...bind('email')}
                        inputMode="email"
                        placeholder={copy.placeholders.email}
                        aria-required="true"
                      />
                    </Tiles>

                    <Tiles space="md" columns={2} collapseBelow="narrow">
                      <TextField id="contact-phone" label={copy.fields.phone} {...bind('phone')} type="tel" dir="ltr" autoComplete="tel" placeholder={copy.placeholders.phone} />
                      <Field id="contact-service" label={copy.fields.service} error={fieldErrors.service}>
                        {(control) => (
                          <select {...control} className={fieldStyles.input} name="service" value={values.service} onChange={change('service')}>
                            <option value="">{copy.generalEnquiry}</option>
                            {serviceNames.map((name) => (
                              <option key={name} value={name}>
                                {name}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                    </Tiles>

                    <Field id="contact-message" label={copy.fields.message} error={fieldErrors.message}>
                      {(control) => (
                        <textarea
                          {...control}
                          className={`${fieldStyles.input} ${fieldStyles.textarea}`}
                          name="message"
                          rows={5}
                          placeholder={copy.placeholders.message}
                          value={values.message}
                          onChange={change('message')}
                        />
                      )}
                    </Field>

                    {/* Honeypot: hidden from people (not display:none, which some bots skip), filled only by bots. */}
                    <div className={styles.honeypot} aria-hidden="true">
                      <label htmlFor="contact-website">{copy.honeypotLabel}</label>
                      <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
                    </div>

                    <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.sending} />
                  </Stack>
                </Form>
              </Stack>
            )}
          </Card>

          <aside>
            <Stack as="section" space="sm" aria-labelledby="contact-why-title" className={cardClass()}>
              <Heading level={2} id="contact-why-title" tone="brand">
                {copy.whyHeading}
              </Heading>
              <CheckList>
                {copy.whyPoints.map((point) => (
                  <CheckItem key={point}>{point}</CheckItem>
                ))}
              </CheckList>
            </Stack>
          </aside>
        </div>

        <CallToAction headingId="contact-cta-title" heading={copy.ctaHeading} text={copy.ctaText}>
          <Link href="/book" className={buttonClass('accent')}>
            {copy.ctaButton}
          </Link>
        </CallToAction>
      </Stack>
    </div>
  );
}

const infoLink = textClass({ tone: 'brand', weight: 'semibold', breakWords: true });

/** One of the workshop's contact details on its card: its icon, its name, then the detail itself. */
function InfoCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack as="li" space="xs" className={cardClass('card', 'md')}>
      <IconBadge tone="brand" size="sm">
        {icon}
      </IconBadge>
      <h3 className={textClass({ size: 'sm', tone: 'muted', caps: true })}>{label}</h3>
      {children}
    </Stack>
  );
}
