// Contact (spec §2 "Contact page", §4 "Contact form"): the contact machine holds the form; this view renders its state.
// Each contact detail shows once, in the info cards, with the footer's line icons. A signed-in customer's name, e-mail
// and phone are filled in (the machine asks for the profile once it is told who is signed in).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'wouter';
import { contactContent as copy } from '../../domain/contactContent';
import { mapsUrl } from '../../domain/format';
import { CONTACT_DETAILS } from '../../domain/content';
import { mailtoHref } from '../../domain/email';
import { inspector } from '../../machines/inspector';
import { contactMachine, type ContactField, type ContactSnapshot } from '../../machines/contact';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { cardClass } from '../components/Card';
import * as fieldStyles from '../components/Field.css';
import { EmailAddress } from '../components/EmailAddress';
import { Field } from '../components/Field';
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useCurrentUser } from '../session/SessionProvider';
import * as styles from './ContactPage.css';
import { Form } from '../components/Form';
import { useWorkshopContact } from '../components/useWorkshopContact';
import { telHref } from '../../domain/phone';

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'contact.submit' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={ui.container}>
          <h1 className={styles.title}>{copy.title}</h1>
          <p className={styles.intro}>{copy.intro}</p>
        </div>
      </header>

      <div className={`${ui.container} ${styles.body}`}>
        <section aria-labelledby="contact-info-title" className={styles.infoSection}>
          <h2 id="contact-info-title" className={styles.visuallyHidden}>
            {copy.infoHeading}
          </h2>
          <ul className={styles.infoGrid}>
            <li className={styles.infoCard}>
              <span className={styles.infoIcon}>
                <PhoneIcon />
              </span>
              <h3 className={styles.infoLabel}>{copy.phoneLabel}</h3>
              <a className={styles.infoLink} href={telHref(contact.phone)}>
                <bdi>{contact.phone}</bdi>
              </a>
            </li>
            <li className={styles.infoCard}>
              <span className={styles.infoIcon}>
                <MailIcon />
              </span>
              <h3 className={styles.infoLabel}>{copy.emailLabel}</h3>
              <a className={styles.infoLink} href={mailtoHref(contact.email)}>
                <EmailAddress address={contact.email} />
              </a>
            </li>
            <li className={styles.infoCard}>
              <span className={styles.infoIcon}>
                <PinIcon />
              </span>
              <h3 className={styles.infoLabel}>{copy.addressLabel}</h3>
              <p className={styles.infoText}>{contact.address}</p>
              <a className={styles.infoLink} href={mapsUrl(contact.address)} target="_blank" rel="noopener noreferrer">
                {copy.openInMaps}
              </a>
            </li>
            <li className={styles.infoCard}>
              <span className={styles.infoIcon}>
                <ClockIcon />
              </span>
              <h3 className={styles.infoLabel}>{copy.hoursLabel}</h3>
              <p className={styles.infoText}>{CONTACT_DETAILS.hours}</p>
              <p className={styles.infoNote}>{copy.replyPromise}</p>
            </li>
          </ul>
        </section>

        <div className={styles.columns}>
          <section aria-labelledby="contact-form-title" className={`${cardClass()} ${styles.formCard}`}>
            {confirmation ? (
              <div role="status" className={styles.confirmation}>
                <span className={styles.confirmationIcon}>
                  <CheckIcon />
                </span>
                <h2 id="contact-form-title" ref={confirmationRef} tabIndex={-1} className={styles.cardTitle}>
                  {copy.successHeading}
                </h2>
                <p className={styles.confirmationText}>{confirmation}</p>
                <button type="button" className={buttonClass('secondary')} onClick={() => actor.send({ type: 'contact.reset' })}>
                  {copy.sendAnother}
                </button>
              </div>
            ) : (
              <>
                <h2 id="contact-form-title" className={styles.cardTitle}>
                  {copy.formHeading}
                </h2>
                <p className={fieldStyles.hint}>{copy.requiredNote}</p>
                <Form className={`${ui.form} ${styles.form}`} onSubmit={submit} noValidate aria-describedby={error ? 'contact-error' : undefined}>
                  {error ? (
                    <div id="contact-error" role="alert" className={`${ui.alert.error} ${styles.alert}`}>
                      <span>{error}</span>
                      <button type="button" className={buttonClass('quiet')} onClick={() => actor.send({ type: 'contact.retry' })}>
                        {copy.tryAgain}
                      </button>
                    </div>
                  ) : null}

                  <div className={styles.pair}>
                    <Field id="contact-name" label={copy.fields.name} error={fieldErrors.name}>
                      {(control) => (
                        <input
                          {...control}
                          className={fieldStyles.input}
                          name="name"
                          autoComplete="name"
                          placeholder={copy.placeholders.name}
                          aria-required="true"
                          value={values.name}
                          onChange={change('name')}
                        />
                      )}
                    </Field>
                    <Field id="contact-email" label={copy.fields.email} error={fieldErrors.email}>
                      {(control) => (
                        <input
                          {...control}
                          className={fieldStyles.input}
                          type="email"
                          dir="ltr"
                          name="email"
                          autoComplete="email"
                          inputMode="email"
                          placeholder={copy.placeholders.email}
                          aria-required="true"
                          value={values.email}
                          onChange={change('email')}
                        />
                      )}
                    </Field>
                  </div>

                  <div className={styles.pair}>
                    <Field id="contact-phone" label={copy.fields.phone} error={fieldErrors.phone}>
                      {(control) => (
                        <input
                          {...control}
                          className={fieldStyles.input}
                          type="tel"
                          dir="ltr"
                          name="phone"
                          autoComplete="tel"
                          placeholder={copy.placeholders.phone}
                          value={values.phone}
                          onChange={change('phone')}
                        />
                      )}
                    </Field>
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
                  </div>

                  <Field id="contact-message" label={copy.fields.message} error={fieldErrors.message}>
                    {(control) => (
                      <textarea
                        {...control}
                        className={`${fieldStyles.input} ${styles.textarea}`}
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

                  <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={busy} aria-busy={busy}>
                    {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
                    {busy ? copy.sending : copy.submit}
                  </button>
                </Form>
              </>
            )}
          </section>

          <aside className={styles.aside}>
            <section aria-labelledby="contact-why-title" className={cardClass()}>
              <h2 id="contact-why-title" className={styles.cardTitle}>
                {copy.whyHeading}
              </h2>
              <ul className={styles.whyList}>
                {copy.whyPoints.map((point) => (
                  <li key={point} className={styles.whyItem}>
                    <span className={styles.check}>
                      <CheckIcon />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>

        <section aria-labelledby="contact-cta-title" className={styles.cta}>
          <h2 id="contact-cta-title" className={styles.ctaTitle}>
            {copy.ctaHeading}
          </h2>
          <p className={styles.ctaText}>{copy.ctaText}</p>
          <Link href="/book" className={buttonClass('accent')}>
            {copy.ctaButton}
          </Link>
        </section>
      </div>
    </div>
  );
}
