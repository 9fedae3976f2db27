import { House, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { contact, legalLinks, quickLinks, resourceLinks } from '../footer-items';
import { FooterColumn } from './footer-column';

/** Site footer (SPEC 2): about blurb, Quick Links, Resources, Contact, copyright and policy links. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <House className="h-5 w-5 text-brand-500" aria-hidden />
            Home Hunter
          </p>
          <p className="mt-4 text-sm leading-relaxed">
            Search homes for sale across the UK and check what properties really sold for, using HM Land
            Registry data.
          </p>
        </div>
        <FooterColumn title="Quick Links" links={quickLinks} />
        <FooterColumn title="Resources" links={resourceLinks} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <a href={contact.phoneHref} className="rounded hover:text-white">
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <a href={`mailto:${contact.email}`} className="rounded break-all hover:text-white">
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <address className="not-italic">
                {contact.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© 2024 Home Hunter. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to} className="rounded hover:text-white">
                    {label}
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
