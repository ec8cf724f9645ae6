// What a staff member reads on an admin's page instead of its controls: the page's title and who to ask.
import * as ui from '../../../styles/ui.css';
import * as section from '../../components/PageSection.css';
import { Stack } from '../../components/Stack';
import * as styles from './console.css';

export function AdminOnlyNotice({ title, heading, text }: { title: string; heading: string; text: string }) {
  return (
    <Stack space="lg">
      <h1 className={section.heading[1]}>{title}</h1>
      <Stack space="md" className={ui.alert.info} role="status">
        <h2 className={section.heading[2]}>{heading}</h2>
        <p className={styles.note}>{text}</p>
      </Stack>
    </Stack>
  );
}
