// The workshop's contact details as the public pages print them: the build's (CONTACT_DETAILS) until the Settings'
// answer (GET /api/workshop/) arrives — so a prerendered page hydrates the markup it was sent — then what the workshop
// set on its Settings page. A failed read keeps the build's.
import { CONTACT_DETAILS } from '../../domain/content';
import { workshopFactsInput, workshopFactsMachine } from '../../machines/workshopFacts';
import { useResource } from './useResource';

export interface WorkshopContact {
  phone: string;
  email: string;
  address: string;
}

export function useWorkshopContact(): WorkshopContact {
  const { data } = useResource(workshopFactsMachine, workshopFactsInput);
  if (!data) return { phone: CONTACT_DETAILS.phone, email: CONTACT_DETAILS.email, address: CONTACT_DETAILS.address };
  return { phone: data.phone, email: data.email, address: data.address };
}
