import { useBootstrap } from "@/lib/bootstrap.ts";

/** Whether radio is offered (admin settings, player: "Show radio"); on unless switched off. */
export function useRadioShown(): boolean {
  return (useBootstrap().settings.player as { show_radio?: boolean } | undefined)?.show_radio !== false;
}
