// A one-line status where a console page will be: checking the sign-in, loading a page, signing out.
import { pageStatus } from '../components/StatusStates.css';

export function ConsoleStatus({ text }: { text: string }) {
  return (
    <p role="status" className={pageStatus}>
      {text}
    </p>
  );
}
