// The sign-in forms' "Remember me" checkbox (the customer site's and the console's), in the account pages' style.
import * as styles from '../pages/LoginPage.css';

interface RememberMeProps {
  label: string;
  checked: boolean;
  onChange: (remember: boolean) => void;
}

export function RememberMe({ label, checked, onChange }: RememberMeProps) {
  return (
    <label className={styles.checkbox}>
      <input className={styles.checkboxInput} type="checkbox" name="remember" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
