// Site footer: quick links, the service categories, contact details, policy links and copyright.
import { Link } from 'wouter';
import { BRAND, CONTACT_DETAILS, footerContent } from '../../domain/content';
import { SERVICE_CATEGORIES } from '../../domain/constants';
import { categoryLabel } from '../../domain/format';
import * as ui from '../../styles/ui.css';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SparkleIcon } from '../components/icons';
import * as styles from './Footer.css';
import { footerQuickLinks, policyLinks } from './navigation';

export default function Footer() {
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

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              {footerContent.quickLinks}
            </h2>
            <ul className={styles.list}>
              {footerQuickLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>
              {footerContent.ourServices}
            </h2>
            <ul className={styles.list}>
              {SERVICE_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link href="/services" className={styles.link}>
                    {categoryLabel(category)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className={styles.heading}>{footerContent.contactUs}</h2>
            <address className={styles.address}>
              <span className={styles.contactItem}>
                <span className={styles.contactIcon}>
                  <MailIcon />
                </span>
                <span>
                  <span className="visually-hidden">{footerContent.emailLabel}: </span>
                  <a href={`mailto:${CONTACT_DETAILS.email}`} className={styles.link}>
                    {CONTACT_DETAILS.email}
                  </a>
                </span>
              </span>
              <span className={styles.contactItem}>
                <span className={styles.contactIcon}>
                  <PhoneIcon />
                </span>
                <span>
                  <span className="visually-hidden">{footerContent.phoneLabel}: </span>
                  <a href={CONTACT_DETAILS.phoneHref} className={styles.link}>
                    {CONTACT_DETAILS.phone}
                  </a>
                </span>
              </span>
              <span className={styles.contactItem}>
                <span className={styles.contactIcon}>
                  <PinIcon />
                </span>
                <span>
                  <span className="visually-hidden">{footerContent.addressLabel}: </span>
                  {CONTACT_DETAILS.address}
                </span>
              </span>
              <span className={styles.contactItem}>
                <span className={styles.contactIcon}>
                  <ClockIcon />
                </span>
                <span>
                  <span className="visually-hidden">{footerContent.hoursLabel}: </span>
                  {CONTACT_DETAILS.hours}
                </span>
              </span>
            </address>
          </div>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{footerContent.copyright(new Date().getFullYear())}</p>
          <nav aria-label={footerContent.policies}>
            <ul className={styles.policies}>
              {policyLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
