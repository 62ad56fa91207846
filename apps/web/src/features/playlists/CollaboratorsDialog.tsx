import { Avatar, Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";

export interface CollaboratorsData {
  playlistId: number;
  ownerId: number;
  collaborators: { id: number; name: string; image: string | null }[];
}

/** The owner invites people to edit a collaborative playlist, or removes them. */
export function CollaboratorsDialog({ data, close }: DialogComponentProps<CollaboratorsData, void>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState("");
  const [people, setPeople] = useState(data.collaborators);
  const found = useQuery({
    ...trpc.catalogue.search.queryOptions({ query, types: ["users"], limit: 6 }),
    enabled: query.trim().length > 1,
  });
  const save = useMutation(
    trpc.playlists.setCollaborator.mutationOptions({
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id: data.playlistId }) }),
    }),
  );
  const candidates = (found.data?.users ?? []).filter(
    (u) => u.id !== data.ownerId && !people.some((p) => p.id === u.id),
  );
  return (
    <Dialog size="md" aria-label={t("Collaborators")}>
      <DialogHeader>{t("Collaborators")}</DialogHeader>
      <DialogBody>
        <div style={{ display: "grid", gap: 12 }} data-testid="collaborators">
          {people.length ? null : <p style={{ margin: 0, opacity: 0.7 }}>{t("Only you can edit this playlist.")}</p>}
          {people.map((u) => (
            <div key={u.id} style={{ display: "flex", alignItems: "center", gap: 12 }}>
              <Avatar name={u.name} src={u.image} size={32} />
              <span style={{ flex: 1 }}>{u.name}</span>
              <Button
                variant="ghost"
                size="sm"
                onPress={async () => {
                  await save.mutateAsync({ id: data.playlistId, userId: u.id, collaborator: false });
                  setPeople((list) => list.filter((p) => p.id !== u.id));
                }}
              >
                {t("Remove")}
              </Button>
            </div>
          ))}
          <TextField label={t("Add people")} value={query} onChange={setQuery} placeholder={t("Search by name")} />
          {candidates.map((u) => (
            <div key={u.id} style={{ display: "flex", alignItems: "center", gap: 12 }}>
              <Avatar name={u.name} src={u.image} size={32} />
              <span style={{ flex: 1 }}>{u.name}</span>
              <Button
                variant="outline"
                size="sm"
                onPress={async () => {
                  await save.mutateAsync({ id: data.playlistId, userId: u.id, collaborator: true });
                  setPeople((list) => [...list, u]);
                  setQuery("");
                }}
              >
                {t("Add")}
              </Button>
            </div>
          ))}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="primary" onPress={() => close()}>
          {t("Done")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
