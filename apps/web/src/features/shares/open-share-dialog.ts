import { openDialog } from "@/global/dialogs.tsx";
import type { ShareDialogData } from "./ShareDialog.tsx";

/** Opens the share dialog; its form and schemas load on first use, not with every page. */
export async function openShareDialog(data: ShareDialogData): Promise<void> {
  const { ShareDialog } = await import("./ShareDialog.tsx");
  await openDialog(ShareDialog, data);
}
