import { Outlet } from "react-router";
import { AccountGate } from "@/features/gates/AccountGate.tsx";
import { OfflineLayer } from "@/features/offline/OfflineLayer.tsx";
import { DocumentTitle } from "@/global/DocumentTitle.tsx";
import { GlobalLayer } from "@/global/GlobalLayer.tsx";
import { PreparingNotice } from "@/shell/PreparingNotice.tsx";
import { ProgressBar } from "@/shell/ProgressBar.tsx";

/**
 * Everything every screen shares: the global layer, the route progress bar, the notice of a
 * fresh install still preparing its demo catalogue, and the account gate.
 */
export function AppRoot() {
  return (
    <GlobalLayer>
      <ProgressBar />
      <DocumentTitle />
      <PreparingNotice />
      <OfflineLayer />
      <AccountGate>
        <Outlet />
      </AccountGate>
    </GlobalLayer>
  );
}
