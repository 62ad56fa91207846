import type { RouteObject } from "react-router";

const page = (load: () => Promise<Record<string, unknown>>, name: string) => async () => ({
  Component: (await load())[name] as React.ComponentType,
});

/** Channels: the table and the editor with its live preview (admin.access). */
export const channelsRoutes: RouteObject[] = [
  { path: "channels", lazy: page(() => import("./ChannelsPage.tsx"), "ChannelsPage") },
  { path: "channels/new", lazy: page(() => import("./ChannelEditPage.tsx"), "ChannelEditPage") },
  { path: "channels/:slugOrId/edit", lazy: page(() => import("./ChannelEditPage.tsx"), "ChannelEditPage") },
];
