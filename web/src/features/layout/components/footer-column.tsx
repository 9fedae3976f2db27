import { Link } from 'react-router';
import type { FooterLink } from '../footer-items';

export function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 grid gap-2">
        {links.map(({ label, to }) => (
          <li key={label}>
            <Link to={to} className="rounded text-sm text-slate-300 hover:text-white">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
