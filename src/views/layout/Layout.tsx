// The frame of every page: skip link, header, the page in <main>, footer.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navLabels } from '../../domain/content';
import Footer from './Footer';
import Header from './Header';
import * as styles from './Layout.css';

export default function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  // A new page starts at the top, unless it was opened at an anchor (the page scrolls to it itself).
  useEffect(() => {
    if (typeof window.scrollTo === 'function' && !window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {navLabels.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
