// The sign-in forms' "Remember me" (the customer site's and the console's): the kit's checkbox, named "remember".
import { Checkbox } from './Checkbox';

interface RememberMeProps {
  label: string;
  checked: boolean;
  onChange: (remember: boolean) => void;
}

export function RememberMe({ label, checked, onChange }: RememberMeProps) {
  return <Checkbox name="remember" label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
