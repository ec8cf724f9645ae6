// What a staff member reads on an admin's page instead of its controls: the page's title and who to ask.
import * as ui from '../../../styles/ui.css';
import * as page from '../layout/consolePage.css';
import * as styles from './workshopPage.css';

export function AdminOnlyNotice({ title, heading, text }: { title: string; heading: string; text: string }) {
  return (
    <div className={page.consolePage}>
      <h1 className={page.pageTitle}>{title}</h1>
      <div className={ui.alert.info} role="status">
        <h2 className={styles.sectionTitle}>{heading}</h2>
        <p className={styles.note}>{text}</p>
      </div>
    </div>
  );
}
