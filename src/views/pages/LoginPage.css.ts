// The account pages' classes under the names the console's own account pages import them by.
export { footer, footerLink } from '../components/AuthCard.css';
export { fullWidth as submit } from '../components/Button.css';
export { checkbox, checkboxInput } from '../components/Checkbox.css';
