// Registers the Urdu of the page copy and of the text-making formatters beside their English catalogues.
import * as account from '../accountContent';
import * as booking from '../bookingContent';
import * as checkout from '../checkoutContent';
import * as constants from '../constants';
import * as contact from '../contactContent';
import * as content from '../content';
import * as dateGrid from '../dateGridContent';
import * as format from '../format';
import { addTranslation } from '../i18n';
import * as notFound from '../notFoundContent';
import * as paymentMethods from '../paymentMethods';
import * as profile from '../profileContent';
import * as services from '../servicesContent';
import * as accountUr from './content/accountContent';
import * as bookingUr from './content/bookingContent';
import * as checkoutUr from './content/checkoutContent';
import * as constantsUr from './content/constants';
import * as contactUr from './content/contactContent';
import * as contentUr from './content/content';
import * as dateGridUr from './content/dateGridContent';
import * as formatUr from './content/format';
import * as notFoundUr from './content/notFoundContent';
import * as paymentMethodsUr from './content/paymentMethods';
import * as profileUr from './content/profileContent';
import * as servicesUr from './content/servicesContent';

addTranslation(format.formatters, 'ur', formatUr.formatters);

addTranslation(constants.MARKETING_STATS, 'ur', constantsUr.MARKETING_STATS);
addTranslation(constants.WORKSHOP, 'ur', constantsUr.WORKSHOP);
addTranslation(constants.BOOKING_STATUS_LABELS, 'ur', constantsUr.BOOKING_STATUS_LABELS);

addTranslation(content.contentFormatters, 'ur', contentUr.contentFormatters);
addTranslation(content.navLabels, 'ur', contentUr.navLabels);
addTranslation(content.pageTitles, 'ur', contentUr.pageTitles);
addTranslation(content.serviceCardLabels, 'ur', contentUr.serviceCardLabels);
addTranslation(content.commonLabels, 'ur', contentUr.commonLabels);
addTranslation(content.homeContent, 'ur', contentUr.homeContent);
addTranslation(content.footerContent, 'ur', contentUr.footerContent);

addTranslation(account.accountContent, 'ur', accountUr.accountContent);
addTranslation(dateGrid.dateGridContent, 'ur', dateGridUr.dateGridContent);
addTranslation(booking.bookingContent, 'ur', bookingUr.bookingContent);

addTranslation(paymentMethods.PAYMENT_METHOD_NAMES, 'ur', paymentMethodsUr.PAYMENT_METHOD_NAMES);
addTranslation(paymentMethods.paidWithTexts, 'ur', paymentMethodsUr.paidWithTexts);
addTranslation(checkout.paymentMethodDescriptions, 'ur', checkoutUr.paymentMethodDescriptions);
addTranslation(checkout.checkoutContent, 'ur', checkoutUr.checkoutContent);

addTranslation(contact.contactContent, 'ur', contactUr.contactContent);
addTranslation(notFound.notFoundContent, 'ur', notFoundUr.notFoundContent);

addTranslation(profile.PROFILE_LABELS, 'ur', profileUr.PROFILE_LABELS);
addTranslation(profile.profileContent, 'ur', profileUr.profileContent);
addTranslation(profile.vehiclesContent, 'ur', profileUr.vehiclesContent);
addTranslation(profile.phoneChannelContent, 'ur', profileUr.phoneChannelContent);

addTranslation(services.servicesContent, 'ur', servicesUr.servicesContent);
addTranslation(services.pricingContent, 'ur', servicesUr.pricingContent);
