// /staff/customers/:id: one customer's card — contact details and staff notes (Edit details), totals, cars, every
// booking newest first with its source and status (each linking to its page), their WhatsApp and SMS messages, and
// New booking for this customer.
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { CONSOLE_PATHS } from '../../../domain/console/consolePaths';
import { customerFileContent as content } from '../../../domain/console/deskContent';
import type { CustomerFile } from '../../../domain/desk';
import { mailtoHref } from '../../../domain/email';
import { formatMoney } from '../../../domain/format';
import { telHref } from '../../../domain/phone';
import { customerFileMachine, type CustomerFileSnapshot } from '../../../machines/customerFile';
import { inspector } from '../../../machines/inspector';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { Inline } from '../../components/Inline';
import { LoadingState } from '../../components/LoadingState';
import { PageSection } from '../../components/PageSection';
import { Plate } from '../../components/Plate';
import { Stack } from '../../components/Stack';
import { BackLink } from '../components/BackLink';
import * as page from '../components/console.css';
import { Fact, Facts } from '../components/Facts';
import * as factStyles from '../components/Facts.css';
import { DeskBookingDialog } from '../desk/DeskBookingDialog';
import { useStaffSession } from '../staffSessionContext';
import * as section from '../../components/PageSection.css';
import { conversationContent } from '../../../domain/console/channelContent';
import { CustomerBookings } from './CustomerBookings';
import { CustomerConversation } from './CustomerConversation';
import { CustomerEditDialog } from './CustomerEditDialog';
import * as styles from './CustomersPage.css';

type FileStatus = 'loading' | 'loaded' | 'notFound' | 'failed';
const selectStatus = (snapshot: CustomerFileSnapshot): FileStatus =>
  snapshot.matches({ file: 'loaded' }) ? 'loaded' : snapshot.matches({ file: 'notFound' }) ? 'notFound' : snapshot.matches({ file: 'failed' }) ? 'failed' : 'loading';

export default function CustomerFilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const canChangeEmail = useStaffSession().role === 'admin';
  const actor = useActorRef(useFlowEffects(customerFileMachine), { input: { customerId: id, canChangeEmail }, inspect: inspector() });
  const status = useSelector(actor, selectStatus);
  const customer = useSelector(actor, (snapshot) => snapshot.context.customer);
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError);
  const editing = useSelector(actor, (snapshot) => snapshot.matches({ action: 'editing' }));
  const deskBooking = useSelector(actor, (snapshot) => snapshot.children.deskBooking);
  return (
    <Stack space="lg">
      <BackLink href={CONSOLE_PATHS.customers}>{content.back}</BackLink>
      {status === 'loaded' && customer ? (
        <CustomerCard customer={customer} onEdit={() => actor.send({ type: 'file.edit' })} onNewBooking={() => actor.send({ type: 'file.newBooking' })} />
      ) : status === 'notFound' ? (
        <>
          <h1 className={section.heading[1]}>{content.title}</h1>
          <EmptyState message={content.notFound} />
        </>
      ) : status === 'failed' ? (
        <>
          <h1 className={section.heading[1]}>{content.title}</h1>
          <ErrorState message={loadError ?? content.loadFailed} retryLabel={content.retry} onRetry={() => actor.send({ type: 'file.retry' })} />
        </>
      ) : (
        <LoadingState text={content.loading} />
      )}
      {editing ? <CustomerEditDialog actor={actor} /> : null}
      {deskBooking ? <DeskBookingDialog actor={deskBooking} /> : null}
    </Stack>
  );
}

function CustomerCard({ customer, onEdit, onNewBooking }: { customer: CustomerFile; onEdit: () => void; onNewBooking: () => void }) {
  const { totals } = customer;
  return (
    <>
      <Inline as="header" space="md" align="spaceBetween">
        <h1 className={section.heading[1]}>{customer.full_name}</h1>
        <Inline space="sm">
          <Button variant="primary" onClick={onNewBooking}>
            {content.newBooking}
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            {content.edit}
          </Button>
        </Inline>
      </Inline>
      <PageSection heading={content.contactHeading} tone="panel">
        <Facts>
          <Fact label={content.phone}>
            <a href={telHref(customer.phone)}>{customer.phone}</a>
          </Fact>
          <Fact label={content.email}>{customer.email ? <a href={mailtoHref(customer.email)}>{customer.email}</a> : <span className={page.muted}>{content.noEmail}</span>}</Fact>
          <Fact label={content.account}>{customer.has_account ? content.hasAccount : content.noAccount}</Fact>
          <Fact label={content.customerSince}>{formatConsoleTime(customer.created_at)}</Fact>
        </Facts>
        <Stack space="xs">
          <h3 className={factStyles.label}>{content.notes}</h3>
          <p className={customer.notes ? styles.notes : `${styles.notes} ${page.muted}`}>{customer.notes || content.noNotes}</p>
        </Stack>
      </PageSection>
      <PageSection heading={content.totalsHeading} tone="panel">
        <Facts>
          <Fact label={content.totals.visits}>{totals.visits}</Fact>
          <Fact label={content.totals.totalPaid}>{formatMoney(totals.total_paid)}</Fact>
          <Fact label={content.totals.noShows}>{totals.no_shows}</Fact>
          <Fact label={content.totals.cancellations}>{totals.cancellations}</Fact>
        </Facts>
      </PageSection>
      <PageSection heading={content.carsHeading} tone="panel">
        {customer.cars.length === 0 ? (
          <p className={page.muted}>{content.noCars}</p>
        ) : (
          <Stack as="ul" space="xs">
            {customer.cars.map((car) => (
              <li key={car.id}>
                {car.make} {car.model} ({car.year}){car.color ? `, ${car.color}` : ''} ·{' '}
                <strong>
                  <Plate plate={car.license_plate} />
                </strong>
              </li>
            ))}
          </Stack>
        )}
      </PageSection>
      <PageSection heading={content.bookingsHeading} tone="panel">
        <CustomerBookings bookings={customer.bookings} />
      </PageSection>
      <PageSection heading={conversationContent.heading} lead={conversationContent.lead} tone="panel">
        <CustomerConversation conversation={customer.conversation} />
      </PageSection>
    </>
  );
}
