import { composeLinkEmail, type MailMessage } from '../../lib/mailer';
import { formatPrice } from '../sold/present';

const ukDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** The owner's e-mail when their listing is marked sold: what was found, and how to undo a wrong match. */
export function composeSoldEmail(input: {
  owner: { email: string; firstName: string | null; username: string };
  listing: { id: string; title: string; address: string; zipCode: string };
  sale: { price: number; saleDate: string };
  publicUrl: string;
}): MailMessage {
  const { owner, listing, sale, publicUrl } = input;
  const soldFor = `${formatPrice(sale.price)} on ${ukDate(sale.saleDate)}`;
  return composeLinkEmail({
    to: owner.email,
    subject: `Your listing "${listing.title}" has been marked as sold`,
    greeting: `Hello ${owner.firstName || owner.username},`,
    body: [
      `HM Land Registry has registered a sale of ${listing.address}, ${listing.zipCode} for ${soldFor}, after your listing went up on Home Hunter.`,
      'We have marked the listing as sold: it no longer shows in searches, alerts or recommendations, and its page says it sold.',
    ],
    action: { label: 'View your listing', url: `${publicUrl}/property/${listing.id}` },
    footer: [
      'If that sale was not your home\'s (a different flat at the same address, say), open the listing and choose "This is not my home\'s sale": it goes back on the market and this sale will not mark it again.',
    ],
  });
}
