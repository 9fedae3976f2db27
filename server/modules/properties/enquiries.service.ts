import { type EnquiryInput, propertyMessages, type ViewingRequestInput } from '@contracts/property';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, users } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import { HttpError, notFound } from '../../lib/http-error';

type Enquiry = Required<Pick<EnquiryInput, 'firstName' | 'lastName' | 'email' | 'phone'>> & {
  message?: string;
};
type ViewingRequest = Omit<ViewingRequestInput, 'message'> & { message?: string };

interface Listing {
  id: string;
  title: string;
  address: string;
  city: string;
  zipCode: string;
  price: number;
  agentName: string | null;
  agentEmail: string | null;
  ownerEmail: string | null;
}

/** The listing and where its enquiries go: the agent's address, else the owner's account e-mail. */
async function findListing(db: Db, id: string): Promise<Listing & { to: string }> {
  const [listing] = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      zipCode: properties.zipCode,
      price: properties.price,
      agentName: properties.agentName,
      agentEmail: properties.agentEmail,
      ownerEmail: users.email,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  if (!listing) throw notFound(propertyMessages.notFound);
  const to = listing.agentEmail || listing.ownerEmail;
  if (!to) throw new HttpError(422, 'This listing has no contact e-mail address');
  return { ...listing, to };
}

/** Header values never carry line breaks, whatever a listing's title contains. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

function listingLines(listing: Listing, publicUrl: string) {
  return [
    oneLine(listing.title),
    `${oneLine(listing.address)}, ${oneLine(listing.city)}, ${listing.zipCode}`,
    `£${listing.price.toLocaleString('en-GB')}`,
    `${publicUrl}/property/${listing.id}`,
  ];
}

function compose(
  listing: Listing & { to: string },
  subject: string,
  lines: string[],
  replyTo: string,
): MailMessage {
  const text = [
    `Hello ${listing.agentName ? oneLine(listing.agentName) : 'there'},`,
    ...lines,
    '— Home Hunter',
  ].join('\n\n');
  return { to: listing.to, subject: oneLine(subject), text, replyTo };
}

/** The Contact Agent form, e-mailed to the agent with Reply-To set to the enquirer. */
export async function composeEnquiry(db: Db, publicUrl: string, propertyId: string, enquiry: Enquiry) {
  const listing = await findListing(db, propertyId);
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  return compose(
    listing,
    `Enquiry about ${listing.title}, ${listing.zipCode}`,
    [
      `${name} has sent an enquiry through Home Hunter about:\n${listingLines(listing, publicUrl).join('\n')}`,
      `Name: ${name}\nEmail: ${enquiry.email}\nPhone: ${enquiry.phone}`,
      `Message:\n${enquiry.message || '(no message)'}`,
      `Reply to this e-mail to answer ${enquiry.firstName} directly.`,
    ],
    enquiry.email,
  );
}

/** A viewing request from the map panel, e-mailed to the agent the same way. */
export async function composeViewingRequest(
  db: Db,
  publicUrl: string,
  propertyId: string,
  request: ViewingRequest,
) {
  const listing = await findListing(db, propertyId);
  const day = new Date(`${request.preferredDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return compose(
    listing,
    `Viewing request: ${listing.title}, ${listing.zipCode}`,
    [
      `${request.name} would like to view:\n${listingLines(listing, publicUrl).join('\n')}`,
      `Preferred time: ${day}, ${request.preferredTime}`,
      `Name: ${request.name}\nEmail: ${request.email}\nPhone: ${request.phone}`,
      `Message:\n${request.message || '(no message)'}`,
      `Reply to this e-mail to arrange the viewing with ${request.name}.`,
    ],
    request.email,
  );
}
