// The kit of parts, for whoever builds the next page: every part of src/views/components in each of its states, in
// the language the page was opened in (?lang=ur for Urdu, right to left). Served by `npm run dev` only, at /dev/kit.
import { LANGUAGES, type Language } from '../../domain/i18n';
import { LANGUAGE_NAMES } from '../../domain/languageContent';
import * as ui from '../../styles/ui.css';
import { Inline } from '../components/Inline';
import { PageSection } from '../components/PageSection';
import { Stack } from '../components/Stack';
import { KitButtons, KitFields } from './KitButtonsAndFields';
import { KitDataTable } from './KitDataTable';
import { KitLayout } from './KitLayout';
import { KitMoreParts } from './KitMoreParts';
import { KitOverlays } from './KitOverlays';
import * as styles from './KitPage.css';
import { kitLabels } from './kitLabels';

export default function KitPage({ language }: { language: Language }) {
  return (
    <main className={`${ui.container} ${styles.page}`}>
      <Stack space="xl">
        <PageSection
          level={1}
          heading={kitLabels.title}
          lead={kitLabels.lead}
          actions={
            <Inline as="nav" space="sm" aria-label={kitLabels.languages}>
              {LANGUAGES.map((option) => (
                <a key={option} href={`?lang=${option}`} lang={option} aria-current={option === language ? 'page' : undefined}>
                  {LANGUAGE_NAMES[option]}
                </a>
              ))}
            </Inline>
          }
        />
        <KitButtons />
        <KitFields />
        <KitLayout />
        <KitMoreParts />
        <KitOverlays />
        <KitDataTable />
      </Stack>
    </main>
  );
}
