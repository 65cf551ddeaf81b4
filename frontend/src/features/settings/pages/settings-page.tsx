import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, LogOut, RefreshCw, ShieldAlert, X } from "lucide-react";
import { useState, type ComponentType } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { reloadUser } from "@/lib/auth/actions";
import { useSession, type User } from "@/lib/auth/session";
import { useSignOut } from "@/lib/auth/use-sign-out";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import type { ManageBillingSlot } from "@/lib/slots";
import { settingsQuery } from "../api/settings-api";
import { AccountInformation } from "../components/account-information";
import { ChangePassword } from "../components/change-password";
import { NotificationPreferences } from "../components/notification-preferences";
import { SecuritySettingsPanel } from "../components/security-settings-panel";
import { firstName, settingsBanner, type SettingsTab } from "../settings-location";
import { settingsToast } from "../toasts";

/** /settings (spec 02 §2.5). The route table passes in the Church Settings tab (features/churches)
 * and Manage Billing (features/billing). */
export function SettingsPage({ churchSettings, manageBilling }: { churchSettings: ComponentType; manageBilling: ManageBillingSlot }) {
  const { t } = useLingui();
  usePageTitle(t`Settings`);
  const session = useSession();
  // The route's guard renders this page for signed-in users only.
  if (session.status !== "signed-in") return null;
  return <Settings user={session.user} churchSettings={churchSettings} manageBilling={manageBilling} />;
}

function Settings({
  user,
  churchSettings: ChurchSettings,
  manageBilling,
}: {
  user: User;
  churchSettings: ComponentType;
  manageBilling: ManageBillingSlot;
}) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: SettingsTab = searchParams.get("tab") === "church" ? "church" : "my";
  const isChurchAdmin = user.church?.role === "admin";

  const selectTab = (next: SettingsTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "church") params.set("tab", "church");
        else params.delete("tab");
        return params;
      },
      { replace: true },
    );

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <Header user={user} manageBilling={manageBilling} />
        <Banner />
        <Tabs value={tab} onValueChange={(next) => selectTab(next as SettingsTab)}>
          <TabsList aria-label={t`Settings`} className="mt-8">
            <TabsTrigger value="my">
              <Trans>My Settings</Trans>
            </TabsTrigger>
            {isChurchAdmin && (
              <TabsTrigger value="church">
                <Trans>Church Settings</Trans>
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="my" className="mt-6">
            <MySettings user={user} />
          </TabsContent>
          {isChurchAdmin && (
            <TabsContent value="church" className="mt-6">
              <ChurchSettings />
            </TabsContent>
          )}
        </Tabs>
        {tab === "church" && !isChurchAdmin && <AdminAccessRequired onBack={() => selectTab("my")} />}
      </div>
    </div>
  );
}

function Header({ user, manageBilling: ManageBilling }: { user: User; manageBilling: ManageBillingSlot }) {
  const queryClient = useQueryClient();
  const { signOut, signingOut } = useSignOut();
  const [refreshing, setRefreshing] = useState(false);
  const name = firstName(user.full_name);
  // Everything the page shows, the session's user (a church role, say) included.
  const refresh = async () => {
    setRefreshing(true);
    await Promise.allSettled([reloadUser(), queryClient.refetchQueries({ type: "active" })]);
    setRefreshing(false);
  };

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Settings</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Welcome back, {name}. Manage your account, notifications and security.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ManageBilling returnTo="/settings" onError={settingsToast.error} />
        <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
          <RefreshCw className={cn("h-4 w-4", refreshing && "animate-spin")} aria-hidden />
          <Trans>Refresh</Trans>
        </Button>
        <Button variant="ghost" onClick={() => void signOut()} disabled={signingOut} aria-busy={signingOut}>
          <LogOut className="h-4 w-4" aria-hidden />
          <Trans>Sign Out</Trans>
        </Button>
      </div>
    </header>
  );
}

/** The flash message of the page that sent us here, or the password reset's success note. */
function Banner() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Kept from the arrival: switching tabs replaces the history entry and its state.
  const [text, setText] = useState(() => settingsBanner(location.state, searchParams));
  if (!text) return null;

  const dismiss = () => {
    setText(null);
    // A reload must not bring it back.
    const params = new URLSearchParams(searchParams);
    params.delete("password_reset");
    const search = params.toString();
    void navigate({ search: search ? `?${search}` : "" }, { replace: true, state: null });
  };

  return (
    <div role="status" className="mt-6 flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t`Dismiss message`}
        className="-m-1 rounded-md p-1 text-green-800 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

function AdminAccessRequired({ onBack }: { onBack: () => void }) {
  return (
    <section aria-labelledby="admin-access" className="mx-auto mt-10 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <ShieldAlert className="mx-auto h-8 w-8 text-amber-600" aria-hidden />
      <h2 id="admin-access" className="mt-3 text-lg font-semibold text-slate-900">
        <Trans>Admin Access Required</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Only church admins can change church settings. Please contact your church administrator for access.</Trans>
      </p>
      <Button className="mt-5" variant="secondary" onClick={onBack}>
        <Trans>Back to My Settings</Trans>
      </Button>
    </section>
  );
}

function MySettings({ user }: { user: User }) {
  const { t } = useLingui();
  const query = useQuery(settingsQuery(user.id));
  if (query.isError && !query.data) {
    return (
      <LoadProblem
        title={t`We couldn't load your settings.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <SettingsSkeleton />;
  const settings = query.data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <AccountInformation userId={user.id} email={user.email} settings={settings} />
      <NotificationPreferences userId={user.id} settings={settings} />
      <SecuritySettingsPanel />
      <ChangePassword email={user.email} />
    </div>
  );
}

/** The four panels in grey while the settings load: the page keeps its shape. */
function SettingsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your settings`} className="grid gap-6 lg:grid-cols-2">
      {[0, 1, 2, 3].map((panel) => (
        <div key={panel} aria-hidden className="animate-pulse rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <div className="h-6 w-40 rounded-md bg-slate-200" />
          <div className="mt-1 h-5 w-64 max-w-full rounded-md bg-slate-200" />
          <div className="mt-5 space-y-5">
            {[0, 1, 2].map((field) => (
              <div key={field} className="space-y-1.5">
                <div className="h-5 w-24 rounded-md bg-slate-200" />
                <div className="h-10 w-full rounded-md bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
