// /book: the four-step booking wizard. Renders the wizard machine's state and sends its events.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { bookingContent as text } from '../../domain/bookingContent';
import { WIZARD_STEPS } from '../../domain/constants';
import { clampStep, isStepComplete } from '../../machines/bookingChoice';
import { bookingWizardMachine, stepOf, type WizardSnapshot } from '../../machines/bookingWizard';
import { inspector } from '../../machines/inspector';
import * as ui from '../../styles/ui.css';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ErrorState } from '../components/ErrorState';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { PageHeader } from '../components/PageHeader';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import { useFlowEffects } from '../components/flowEffects';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useCurrentUser } from '../session/SessionProvider';
import { ReviewStep } from './ReviewStep';
import { ScheduleStep } from './ScheduleStep';
import { ServiceStep } from './ServiceStep';
import { VehicleStep } from './VehicleStep';
import { selectStep, type WizardActor } from './wizardActor';
import * as styles from './BookingPage.css';

const STEP_LEADS = [text.serviceLead, text.vehicleLead, text.scheduleLead, text.reviewLead];
const selectCurrentComplete = (snapshot: WizardSnapshot) => isStepComplete(snapshot.context, stepOf(snapshot));
const selectDone = (snapshot: WizardSnapshot) =>
  [1, 2, 3].map((step) => (isStepComplete(snapshot.context, clampStep(step)) ? '1' : '0')).join('');
const selectSubmitting = (snapshot: WizardSnapshot) => snapshot.hasTag('submitting');
const selectCatalogueError = (snapshot: WizardSnapshot) => (snapshot.matches({ catalogue: 'failed' }) ? snapshot.context.servicesError : null);

export default function BookingPage({ title = text.title }: { title?: string }) {
  useDocumentTitle(title);
  const user = useCurrentUser();
  const search = useSearch();
  const logic = useFlowEffects(bookingWizardMachine);
  const preselected = new URLSearchParams(search).get('service');
  const actor = useActorRef(logic, { input: { user, serviceId: preselected }, inspect: inspector() });

  useEffect(() => {
    actor.send({ type: 'wizard.userChanged', user });
  }, [actor, user]);

  const step = useSelector(actor, selectStep);
  const catalogueError = useSelector(actor, selectCatalogueError);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef<number | null>(step);
  useEffect(() => {
    // focus follows the step, but not on arrival at the page
    if (firstStep.current === step) return;
    firstStep.current = null;
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className={ui.page}>
      <Stack space="lg" className={ui.container}>
        <PageHeader title={title} lead={text.lead} />
        <Progress actor={actor} step={step} />
        <Card as="section" aria-labelledby="booking-step-heading">
          <Stack space="lg">
            <Stack space="xs">
              <Heading level={2} id="booking-step-heading" ref={headingRef} tabIndex={-1}>
                {text.steps[step - 1]}
              </Heading>
              <Text tone="muted">{STEP_LEADS[step - 1]}</Text>
            </Stack>
            {/* a preselected service starts past step 1: its catalogue failure still needs a way to retry */}
            {step > 1 && catalogueError ? <ErrorState message={catalogueError} onRetry={() => actor.send({ type: 'wizard.retry' })} /> : null}
            {step === 1 ? <ServiceStep actor={actor} /> : null}
            {step === 2 ? <VehicleStep actor={actor} /> : null}
            {step === 3 ? <ScheduleStep actor={actor} /> : null}
            {step === 4 ? <ReviewStep actor={actor} /> : null}
            <StepActions actor={actor} step={step} />
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}

function Progress({ actor, step }: { actor: WizardActor; step: number }) {
  const done = useSelector(actor, selectDone);
  const submitting = useSelector(actor, selectSubmitting);
  return (
    <Stack as="nav" space="sm" aria-label={text.progressLabel}>
      <Tiles as="ol" columns={4} space="sm">
        {text.steps.map((name, index) => {
          const number = index + 1;
          const current = number === step;
          return (
            <li key={name}>
              <button
                type="button"
                className={styles.progressButton}
                aria-current={current ? 'step' : undefined}
                data-done={!current && done[index] === '1'}
                disabled={current || submitting}
                onClick={() => actor.send({ type: 'wizard.goToStep', step: number })}
              >
                <span className={styles.progressNumber} aria-hidden="true">
                  {number}
                </span>
                <span className={styles.progressName}>{name}</span>
                {current ? null : (
                  <>
                    {' '}
                    <span className="visually-hidden">{text.goToStep}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </Tiles>
      <Text size="sm" tone="muted" align="center" aria-live="polite">
        {text.stepOf(step, WIZARD_STEPS)}
      </Text>
    </Stack>
  );
}

function StepActions({ actor, step }: { actor: WizardActor; step: number }) {
  const complete = useSelector(actor, selectCurrentComplete);
  const submitting = useSelector(actor, selectSubmitting);
  return (
    <Inline space="md" align="spaceBetween" className={styles.actions}>
      <Button variant="secondary" className={styles.actionButton} disabled={step === 1 || submitting} onClick={() => actor.send({ type: 'wizard.previous' })}>
        {text.previous}
      </Button>
      {step < WIZARD_STEPS ? (
        <Button
          variant="primary"
          className={styles.actionButton}
          // stays focusable while incomplete, so pressing it can say what is missing
          aria-disabled={!complete}
          onClick={() => actor.send({ type: 'wizard.next' })}
        >
          {step === 3 ? text.reviewBooking : text.next}
        </Button>
      ) : (
        <Button variant="accent" className={styles.actionButton} busy={submitting} busyLabel={text.confirming} onClick={() => actor.send({ type: 'wizard.confirm' })}>
          {text.confirm}
        </Button>
      )}
    </Inline>
  );
}
