// Beside a booking's payment (My Bookings, the confirmation): its deposit still to pay and by when, or, paid, the
// balance left for the workshop's counter.
import { formatDueBy } from '../../domain/deposit';
import { formatMoney } from '../../domain/format';
import { depositContent as text } from '../../domain/myBookingsContent';
import type { Deposit } from '../../domain/types';
import { Text } from '../components/Text';

export function DepositNote({ deposit }: { deposit: Deposit }) {
  if (deposit.paid_at !== null) {
    return (
      <Text size="sm" weight="semibold" tone="success" breakWords>
        {text.paid(formatMoney(deposit.balance))}
      </Text>
    );
  }
  return (
    <Text size="sm" weight="bold" breakWords>
      {text.due(formatMoney(deposit.amount), formatDueBy(deposit.due_by))}
    </Text>
  );
}
