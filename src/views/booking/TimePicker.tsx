// A day's start times as a radio group (arrow keys move between the free ones; taken ones are disabled), rendered from
// the shared time choice: loading, the times, a failure with Retry, or none free with a way back to the days.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { dateGridContent as text } from '../../domain/dateGridContent';
import { formatTime } from '../../domain/format';
import { selectChosenTime, selectTimeNotice, selectTimes, selectTimesError, selectTimeStatus, type TimeChoiceActor } from '../../machines/timeChoice';
import * as ui from '../../styles/ui.css';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import * as styles from './Pickers.css';

/** A start time's cell at its narrowest. */
const TIME_WIDTH = 96;

interface TimePickerProps {
  choice: TimeChoiceActor;
  /** What the group is called, e.g. "Start time — Tomorrow". */
  legend: string;
  /** Nothing can be chosen (the booking is being sent). */
  disabled?: boolean;
  /** Back to the days, offered when none of this day's times is free. */
  onChooseAnotherDay: () => void;
  /** Only the free times are listed (the console's reschedule), not the taken ones beside them. */
  freeOnly?: boolean;
}

export function TimePicker({ choice, legend, disabled = false, onChooseAnotherDay, freeOnly = false }: TimePickerProps) {
  const status = useSelector(choice, selectTimeStatus);
  const allTimes = useSelector(choice, selectTimes);
  const times = freeOnly ? allTimes.filter((slot) => slot.available) : allTimes;
  const chosen = useSelector(choice, selectChosenTime);
  const error = useSelector(choice, selectTimesError);
  const notice = useSelector(choice, selectTimeNotice);
  const name = useId();

  if (status === 'idle') return null;
  if (status === 'failed') return <ErrorState message={error ?? ''} onRetry={() => choice.send({ type: 'time.retry' })} />;
  return (
    <fieldset className={styles.timeFieldset} disabled={disabled} aria-busy={status === 'loading'}>
      <legend className={styles.timeLegend}>{legend}</legend>
      {notice ? (
        <Alert as="p" tone="info" role="status">
          {notice}
        </Alert>
      ) : null}
      {status === 'loading' ? (
        <Tiles space="sm" minItemWidth={TIME_WIDTH} repeat="fill">
          <span className="visually-hidden" role="status">
            {text.loadingTimes}
          </span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.timeSkeleton} aria-hidden="true" />
          ))}
        </Tiles>
      ) : status === 'noneFree' ? (
        <Stack space="sm" align="start" className={ui.alert.error}>
          <Text role="alert">{text.noTimesLeft}</Text>
          <Button variant="secondary" onClick={onChooseAnotherDay}>
            {text.chooseAnotherDay}
          </Button>
        </Stack>
      ) : (
        <Tiles space="sm" minItemWidth={TIME_WIDTH} repeat="fill">
          {times.map(({ time, available }) => (
            <label key={time} className={styles.timeOption}>
              <input
                type="radio"
                name={name}
                value={time}
                className={styles.timeInput}
                checked={time === chosen}
                disabled={!available}
                onChange={() => choice.send({ type: 'time.select', time })}
              />
              <span className={styles.timeFace}>
                <bdi className={available ? undefined : styles.timeTakenTime}>{formatTime(time)}</bdi>
                {available ? null : (
                  <>
                    {' '}
                    <span className={styles.timeTakenNote}>{text.timeTaken}</span>
                  </>
                )}
              </span>
            </label>
          ))}
        </Tiles>
      )}
    </fieldset>
  );
}
