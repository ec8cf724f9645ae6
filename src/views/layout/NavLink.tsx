// A router link that marks itself as the current page.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export function NavLink({ href, className, children, onClick }: NavLinkProps) {
  const [location] = useLocation();
  const current = location === href;
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
