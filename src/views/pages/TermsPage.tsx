// Terms of service; its #cancellations section is the footer's refund policy.
import { termsContent } from '../../domain/policyContent';
import { PolicyDocument } from '../components/PolicyDocument';

export default function TermsPage() {
  return <PolicyDocument page={termsContent} />;
}
