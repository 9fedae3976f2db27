import { DEFAULT_ANALYTICS_DAYS } from '@contracts/analytics';
import type { PublicUser } from '@contracts/auth';
import type { Property } from '@contracts/property';
import { BadgeCheck, BarChart3, Building2, Users } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminPropertyTotal } from '../api/get-admin-properties';
import { useAdminUserTotal } from '../api/get-admin-users';
import { parsePeriod } from '../lib/analytics-labels';
import { firstPage, type ListState } from '../lib/list-state';
import { tabLabel } from '../lib/paging';
import { welcomeName } from '../lib/people';
import { AdminHeader } from './admin-header';
import { AnalyticsTab } from './analytics-tab';
import { PropertiesTab } from './properties-tab';
import { SoldListingsTab } from './sold-listings-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { UsersTab } from './users-tab';

const TABS = ['properties', 'sold', 'users', 'analytics'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'properties';

interface AdminDashboardProps {
  user: PublicUser;
  renderThumbnail: (property: Property) => ReactNode | null;
}

/**
 * The granted panel: header and the Properties (default), Sold (listings marked sold), Users and
 * Analytics tabs. The tab and
 * the analytics period live in the address (?tab=users&days=30), so a reload or a shared link keeps them.
 */
export function AdminDashboard({ user, renderThumbnail }: AdminDashboardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((name) => name === searchParams.get('tab')) ?? DEFAULT_TAB;
  const days = parsePeriod(searchParams.get('days'), DEFAULT_ANALYTICS_DAYS);
  const [propertyList, setPropertyList] = useState<ListState>(firstPage);
  const [userList, setUserList] = useState<ListState>(firstPage);
  const propertyTotal = useAdminPropertyTotal();
  const userTotal = useAdminUserTotal();

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminHeader name={welcomeName(user)} />
      <Tabs value={tab} onValueChange={(next) => setParam('tab', next === DEFAULT_TAB ? null : next)}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="properties">
            <Building2 aria-hidden className="hidden sm:block" />
            {tabLabel('Properties', propertyTotal.data)}
          </TabsTrigger>
          <TabsTrigger value="sold">
            <BadgeCheck aria-hidden className="hidden sm:block" />
            Sold
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden className="hidden sm:block" />
            {tabLabel('Users', userTotal.data)}
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden className="hidden sm:block" />
            Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="properties">
          <PropertiesTab list={propertyList} onList={setPropertyList} renderThumbnail={renderThumbnail} />
        </TabsContent>
        <TabsContent value="sold">
          <SoldListingsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab list={userList} onList={setUserList} currentUserId={user.id} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab
            days={days}
            onDays={(next) => setParam('days', next === DEFAULT_ANALYTICS_DAYS ? null : String(next))}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
