import type { SettingsTab } from "@backbeat/core/schemas";
import type { ReactNode } from "react";
import type { AdminSettings } from "./SettingsForm.tsx";
import { AuthenticationTab, ProvidersTab, RecaptchaTab } from "./tabs/AccessTabs.tsx";
import { LibraryTab } from "./tabs/LibraryTab.tsx";
import { OutgoingEmailTab } from "./tabs/MailTab.tsx";
import { ScrobblingTab } from "./tabs/ScrobblingTab.tsx";
import { AnalyticsTab, GdprTab, GeneralTab, LocalizationTab, PlayerTab, SubscriptionsTab } from "./tabs/SiteTabs.tsx";
import { CacheTab, LoggingTab, QueueTab, SearchTab, UploadingTab, WebsocketsTab } from "./tabs/SystemTabs.tsx";

/**
 * Each settings tab's name in the list and its screen. The tabs and their order come from core
 * (`settingsTabSchemas`), so a tab added there fails the type check until it has its entry here.
 */
export const SETTINGS_SCREENS: Record<
  SettingsTab,
  { label: string; Screen: (props: { data: AdminSettings }) => ReactNode }
> = {
  general: { label: "General", Screen: GeneralTab },
  subscriptions: { label: "Subscriptions", Screen: SubscriptionsTab },
  localization: { label: "Localization", Screen: LocalizationTab },
  authentication: { label: "Authentication", Screen: AuthenticationTab },
  uploading: { label: "Uploading", Screen: UploadingTab },
  "outgoing-email": { label: "Outgoing e-mail", Screen: OutgoingEmailTab },
  cache: { label: "Cache", Screen: CacheTab },
  analytics: { label: "Analytics", Screen: AnalyticsTab },
  logging: { label: "Logging", Screen: LoggingTab },
  queue: { label: "Queue", Screen: QueueTab },
  websockets: { label: "Websockets", Screen: WebsocketsTab },
  recaptcha: { label: "reCAPTCHA", Screen: RecaptchaTab },
  gdpr: { label: "GDPR", Screen: GdprTab },
  search: { label: "Search", Screen: SearchTab },
  providers: { label: "Social sign-in", Screen: ProvidersTab },
  player: { label: "Player", Screen: PlayerTab },
  scrobbling: { label: "Scrobbling", Screen: ScrobblingTab },
  library: { label: "Library", Screen: LibraryTab },
};
