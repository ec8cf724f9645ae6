// The temporary password after a reset, shown once: the password, a copy button, and what the member must do next.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { accountsContent as content } from '../../../domain/console/workshopContent';
import { pickedAccountOf, type staffAccountsMachine, type StaffAccountsSnapshot } from '../../../machines/staffAccounts';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import * as dialogStyles from '../../components/Dialog.css';
import { Field } from '../../components/Field';
import * as fieldStyles from '../../components/Field.css';
import { Inline } from '../../components/Inline';
import * as styles from './AccountsPage.css';

type CopyStatus = 'shown' | 'copying' | 'copied' | 'copyFailed';

const selectPassword = (snapshot: StaffAccountsSnapshot) => snapshot.context.temporaryPassword ?? '';
const selectName = (snapshot: StaffAccountsSnapshot) => pickedAccountOf(snapshot.context)?.name ?? '';
const selectCopy = (snapshot: StaffAccountsSnapshot): CopyStatus => {
  for (const status of ['copying', 'copied', 'copyFailed'] as const) if (snapshot.matches({ open: { action: { showingPassword: status } } })) return status;
  return 'shown';
};

export function TemporaryPasswordDialog({ actor }: { actor: ActorRefFrom<typeof staffAccountsMachine> }) {
  const password = useSelector(actor, selectPassword);
  const name = useSelector(actor, selectName);
  const copy = useSelector(actor, selectCopy);
  const dismiss = () => actor.send({ type: 'accounts.dismiss' });

  return (
    <Dialog
      title={content.temporaryTitle}
      onClose={dismiss}
      footer={
        <Button variant="primary" onClick={dismiss}>
          {content.done}
        </Button>
      }
    >
      <p className={dialogStyles.text}>{content.temporaryText(name)}</p>
      <Field id="temporary-password" label={content.temporaryLabel}>
        {(control) => (
          <Inline space="sm">
            <input {...control} className={`${fieldStyles.input} ${styles.passwordInput}`} value={password} readOnly spellCheck={false} onFocus={(event) => event.target.select()} />
            <Button variant="secondary" busy={copy === 'copying'} busyLabel={content.copying} onClick={() => actor.send({ type: 'accounts.copy' })}>
              {content.copy}
            </Button>
          </Inline>
        )}
      </Field>
      <p className={copy === 'copyFailed' ? fieldStyles.error : fieldStyles.hint} role="status">
        {copy === 'copied' ? content.copied : copy === 'copyFailed' ? content.copyFailed : ''}
      </p>
    </Dialog>
  );
}
