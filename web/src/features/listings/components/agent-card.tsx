import type { Property } from '@contracts/property';
import { Mail, Phone, UserRound } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The listing agent: name, phone and the agency's mailbox (SPEC 2 agent card). */
export function AgentCard({
  property,
}: {
  property: Pick<Property, 'agentName' | 'agentPhone' | 'agentEmail'>;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Listing Agent</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <UserRound className="h-4 w-4 text-slate-500" aria-hidden />
          {property.agentName || 'Home Hunter agent'}
        </p>
        {property.agentPhone && (
          <p className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-slate-500" aria-hidden />
            <a
              href={`tel:${property.agentPhone.replace(/\s+/g, '')}`}
              className="text-brand-700 hover:underline"
            >
              {property.agentPhone}
            </a>
          </p>
        )}
        {property.agentEmail && (
          <p className="flex items-center gap-2">
            <Mail className="h-4 w-4 text-slate-500" aria-hidden />
            <a href={`mailto:${property.agentEmail}`} className="break-all text-brand-700 hover:underline">
              {property.agentEmail}
            </a>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
