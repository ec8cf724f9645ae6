// Privacy policy: what the workshop keeps, why, cookies, retention and contact.
import { privacyContent } from '../../domain/policyContent';
import { PolicyDocument } from '../components/PolicyDocument';

export default function PrivacyPage() {
  return <PolicyDocument page={privacyContent} />;
}
