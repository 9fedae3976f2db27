import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** SPEC 2: the footer card linking to Update Preferences and Browse More Properties. */
export function RecommendationsFooter() {
  return (
    <Card className="bg-brand-50/60">
      <CardHeader>
        <CardTitle className="text-xl">Want better recommendations?</CardTitle>
        <CardDescription>
          Tell us your preferred type, area, budget and rooms, or keep browsing: every home you view, save or
          search for sharpens the picks.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.preferences}>Update Preferences</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Browse More Properties</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
