// The service catalogue's texts, shown by the home page on first load and by the services pages.
import { translatable } from '../i18n';

export const servicesMessages = translatable('servicesMessages', {
  services: {
    loadFailed: 'Failed to load services. Please try again later.',
    empty: 'No services available at the moment.',
    emptyCategory: (category: string) => `No services found in the "${category}" category.`,
    notFound: 'Service not found',
  },
} as const);
