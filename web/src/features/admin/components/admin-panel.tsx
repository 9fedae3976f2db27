import type { PublicUser } from '@contracts/auth';
import type { Property } from '@contracts/property';
import type { ReactNode } from 'react';
import { AdminAccessDenied } from './admin-access-denied';
import { AdminDashboard } from './admin-dashboard';
import { AdminLoading } from './admin-loading';

interface AdminPanelProps {
  user: PublicUser | null;
  /** True until the server has said who is signed in. */
  isLoading: boolean;
  renderThumbnail: (property: Property) => ReactNode | null;
}

/**
 * /admin-working and /admin (SPEC 2, 4 Admin access): loading, then granted (signed in and an
 * administrator) or denied. The stored user is not trusted here: the server's answer decides.
 */
export function AdminPanel({ user, isLoading, renderThumbnail }: AdminPanelProps) {
  if (isLoading) return <AdminLoading />;
  if (!user?.isAdmin) return <AdminAccessDenied />;
  return <AdminDashboard user={user} renderThumbnail={renderThumbnail} />;
}
