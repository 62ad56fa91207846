import type { EditChromeProps } from "@/features/catalogue-forms/EditFrame.tsx";
import { EditPage, type EditScope } from "@/features/catalogue-forms/EditPage.tsx";
import { AdminPage, AdminSection } from "../AdminPage.tsx";

/** The admin area's page around a catalogue form. */
export function AdminEditChrome({ title, back, testId, actions, children }: EditChromeProps) {
  return (
    <AdminPage title={title} back={back} testId={testId} actions={actions}>
      <AdminSection>{children}</AdminSection>
    </AdminPage>
  );
}

const ALL = { canDelete: true, canVerify: true };

/** Operators edit and delete anything, and award the verified badge. */
const adminScope: EditScope = {
  area: "admin",
  base: "/admin",
  Chrome: AdminEditChrome,
  permissions: { track: ALL, album: ALL, artist: ALL },
};

export const TrackEditPage = () => <EditPage scope={adminScope} kind="track" />;
export const AlbumEditPage = () => <EditPage scope={adminScope} kind="album" />;
export const ArtistEditPage = () => <EditPage scope={adminScope} kind="artist" />;
