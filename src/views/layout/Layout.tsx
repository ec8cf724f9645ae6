// The frame of every page: skip link, header, the page in <main>, footer.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navLabels } from '../../domain/content';
import { link as skipLink } from '../components/SkipLink.css';
import Footer from './Footer';
import Header from './Header';
import * as styles from './Layout.css';

export default function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A new page starts at the top, unless it was opened at an anchor (the page scrolls to it itself).
  useEffect(() => {
    if (typeof window.scrollTo === 'function' && !window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  // After an in-app navigation, keyboard and screen-reader users continue from the new page's content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <>
      <a href="#main" className={skipLink}>
        {navLabels.skipToContent}
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
