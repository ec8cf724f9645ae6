// The week of opening hours in the capacity form: a row per weekday with its periods and "Closed", and "Copy Monday
// to every day". Every change is an event to the machine; the week shown is the machine's.
import { Checkbox } from '../../components/Checkbox';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent } from '../../../domain/console/workshopContent';
import type { WeekdayOpening } from '../../../domain/staff';
import type { capacitySettingsMachine, CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import type { HoursEdit } from '../../../machines/openingWeek';
import * as section from '../../components/PageSection.css';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import * as fieldStyles from '../../components/Field.css';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { WeekdayPeriods } from './WeekdayPeriods';

const content = capacityContent.hours;
const selectHours = (snapshot: CapacitySettingsSnapshot) => snapshot.context.hours;
const selectWeekdayErrors = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityErrors.weekdays;

const weekdayName = (weekday: number) => content.weekdays[weekday - 1] ?? String(weekday);

export function OpeningHoursTable({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const hours = useSelector(actor, selectHours);
  const errors = useSelector(actor, selectWeekdayErrors);
  const send = (edit: HoursEdit) => actor.send(edit);

  const columns: DataTableColumn<WeekdayOpening>[] = [
    { key: 'weekday', heading: content.columns.weekday, rowHeader: true, cell: ({ weekday }) => weekdayName(weekday) },
    {
      key: 'periods',
      heading: content.columns.periods,
      // the whole width of a phone's card for two time inputs side by side
      labelled: false,
      cell: (day) => <WeekdayPeriods day={day} name={weekdayName(day.weekday)} error={errors[day.weekday]} send={send} />,
    },
    {
      key: 'closed',
      heading: content.columns.closed,
      // the checkbox says "Closed" itself
      labelled: false,
      cell: ({ weekday, periods }) => (
        <Checkbox
          checked={periods.length === 0}
          aria-label={content.closedLabel(weekdayName(weekday))}
          onChange={(event) => send({ type: 'hours.setClosed', weekday, closed: event.target.checked })}
          label={<span aria-hidden="true">{content.closed}</span>}
        />
      ),
    },
  ];

  return (
    <Stack space="sm">
      <h3 className={section.heading[3]}>{content.heading}</h3>
      <p id="hours-hint" className={fieldStyles.hint}>
        {content.hint}
      </p>
      <DataTable caption={content.caption} columns={columns} rows={hours} rowKey={({ weekday }) => String(weekday)} emptyText={content.closedAllDay} />
      <Inline space="sm">
        <Button variant="secondary" size="small" onClick={() => send({ type: 'hours.copyMonday' })}>
          {content.copyMonday}
        </Button>
      </Inline>
    </Stack>
  );
}
