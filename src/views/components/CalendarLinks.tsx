// "Add to calendar" (the booking's .ics file) and "Google Calendar" (a new event there, in a new tab) for an upcoming booking.
import { useId } from 'react';
import { calendarLinkContent as content } from '../../domain/myBookingsContent';
import type { CalendarLinks as Links } from '../../machines/calendarLinks';
import * as styles from './CalendarLinks.css';
import { Icon } from './icons';

// Here rather than in icons.tsx, which the first load carries: only the pages with calendar links need these.
const CalendarIcon = () => (
  <Icon size={18}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M12 13.5v4M10 15.5h4" />
  </Icon>
);

const ExternalLinkIcon = () => (
  <Icon size={18} pointsAlongLine>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 014 18.5v-11A1.5 1.5 0 015.5 6H10" />
  </Icon>
);

export function CalendarLinks({ links }: { links: Links }) {
  const newTabHint = useId();
  return (
    <div className={styles.frame}>
      <div className={styles.row} role="group" aria-label={content.groupLabel}>
        <a href={links.file} download className={styles.link}>
          <CalendarIcon />
          {content.addToCalendar}
        </a>
        <a href={links.google} target="_blank" rel="noopener noreferrer" aria-describedby={newTabHint} className={styles.link}>
          <ExternalLinkIcon />
          {content.googleCalendar}
        </a>
        <span id={newTabHint} hidden>
          {content.opensInNewTab}
        </span>
      </div>
    </div>
  );
}
