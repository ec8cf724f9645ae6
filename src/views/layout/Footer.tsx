// Site footer: quick links, the service categories, contact details, policy links and copyright.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND, CONTACT_DETAILS, footerContent } from '../../domain/content';
import { mailtoHref } from '../../domain/email';
import * as ui from '../../styles/ui.css';
import { useHydrated } from '../components/hydration';
import { useWorkshopContact } from '../components/useWorkshopContact';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SparkleIcon } from '../components/icons';
import * as styles from './Footer.css';
import { footerQuickLinks, footerServiceLinks, policyLinks } from './navigation';
import { telHref } from '../../domain/phone';

export default function Footer() {
  // A page rendered at build time shows the build's year until the app has taken it over, so the markup it hydrates
  // is the markup it was sent; from then on, this year.
  const year = useHydrated() ? new Date().getFullYear() : import.meta.env.BUILD_YEAR;
  const contact = useWorkshopContact();
  return (
    <footer className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>
              <span className={styles.brandMark} aria-hidden="true">
                <SparkleIcon />
              </span>
              {BRAND}
            </p>
            <p className={styles.tagline}>{footerContent.tagline}</p>
          </div>

          <LinksColumn id="footer-quick-links" heading={footerContent.quickLinks} links={footerQuickLinks} />
          <LinksColumn id="footer-services" heading={footerContent.ourServices} links={footerServiceLinks} />

          <div>
            <h2 className={styles.heading}>{footerContent.contactUs}</h2>
            <address className={styles.address}>
              <ContactItem icon={<MailIcon />} label={footerContent.emailLabel}>
                <a href={mailtoHref(contact.email)} className={styles.link}>
                  <bdi>{contact.email}</bdi>
                </a>
              </ContactItem>
              <ContactItem icon={<PhoneIcon />} label={footerContent.phoneLabel}>
                <a href={telHref(contact.phone)} className={styles.link}>
                  <bdi>{contact.phone}</bdi>
                </a>
              </ContactItem>
              <ContactItem icon={<PinIcon />} label={footerContent.addressLabel}>
                {contact.address}
              </ContactItem>
              <ContactItem icon={<ClockIcon />} label={footerContent.hoursLabel}>
                {CONTACT_DETAILS.hours}
              </ContactItem>
            </address>
          </div>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{footerContent.copyright(year)}</p>
          <nav aria-label={footerContent.policies}>
            <LinkList className={styles.policies} links={policyLinks} />
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** A column of links under its heading, named by it. */
function LinksColumn({ id, heading, links }: { id: string; heading: string; links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <LinkList className={styles.list} links={links} />
    </nav>
  );
}

/** A list of links; keys are label + href since several entries may share a page. */
function LinkList({ className, links }: { className: string; links: ReadonlyArray<{ href: string; label: string }> }) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={`${item.label}${item.href}`}>
          <Link href={item.href} className={styles.link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One line of the contact block: an icon, a label for screen readers, and the value. */
function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <span className={styles.contactItem}>
      <span className={styles.contactIcon}>{icon}</span>
      <span>
        <span className="visually-hidden">{label}: </span>
        {children}
      </span>
    </span>
  );
}
