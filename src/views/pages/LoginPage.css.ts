// The account card's line under the form, under the names the console's own sign-in page imports it by.
export { footer, footerLink } from '../components/AuthCard.css';
