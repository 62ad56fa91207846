export const menuPositions = [
  "sidebar-primary",
  "sidebar-secondary",
  "mobile-bottom",
  "landing-page-navbar",
  "footer",
  "auth-dropdown",
] as const;
export type MenuPosition = (typeof menuPositions)[number];

export interface MenuItem {
  id: string;
  label: string;
  type: "link" | "route";
  action: string;
  target?: "_blank" | "_self";
  icon?: string;
  roles?: number[];
  permissions?: string[];
  settings?: Record<string, string | number | boolean>;
  subscriptionStatus?: "subscribed" | "unsubscribed";
}

export interface Menu {
  id: string;
  name: string;
  positions: MenuPosition[];
  items: MenuItem[];
}
