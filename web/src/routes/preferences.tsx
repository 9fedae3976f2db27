import { SignInRequired } from '@/components/sign-in-required';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { PreferencesForm } from '@/features/preferences/components/preferences-form';
import { PageTitle } from '@/components/page-title';

/** /preferences (SPEC 2): what the user is looking for, prefilled; saving refreshes recommendations. */
export function Component() {
  const { user, isLoading } = useAuth();
  if (!user && !isLoading) {
    return (
      <SignInRequired
        title="Sign in to set your preferences"
        description="Tell us what you are looking for and we will tailor your recommendations."
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <PageTitle page="Preferences" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Preferences</h1>
        <p className="mt-1 text-slate-600">
          Tell us what you are looking for; your recommendations follow these choices.
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          {user ? (
            // Remounted when the server's copy of the user arrives, so the form shows the saved values.
            <PreferencesForm key={`${user.id}:${user.updatedAt}`} user={user} />
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
