/** A file chosen or dropped, with its path inside a dropped or picked folder ("Album/01.mp3"). */
export interface PickedFile {
  file: File;
  relativePath?: string;
}

/** The shapes react-aria's DropZone hands over (file and directory drop items). */
export interface FileItemLike {
  kind: "file";
  name?: string;
  getFile(): Promise<File>;
}
export interface DirectoryItemLike {
  kind: "directory";
  name: string;
  getEntries(): AsyncIterable<FileItemLike | DirectoryItemLike>;
}
export type DropItemLike = FileItemLike | DirectoryItemLike | { kind: "text" };

/** Folders are walked to this depth at most, so a symlink loop cannot run forever. */
export const MAX_FOLDER_DEPTH = 32;

async function walk(item: DropItemLike, prefix: string, depth: number, out: PickedFile[]): Promise<void> {
  if (item.kind === "file") {
    const file = await item.getFile();
    out.push(prefix ? { file, relativePath: `${prefix}${file.name}` } : { file });
  } else if (item.kind === "directory" && depth < MAX_FOLDER_DEPTH) {
    for await (const entry of item.getEntries()) await walk(entry, `${prefix}${item.name}/`, depth + 1, out);
  }
}

/** Every file in the dropped items, folders walked recursively (in the order they came). */
export async function filesFromDrop(items: readonly DropItemLike[]): Promise<PickedFile[]> {
  const out: PickedFile[] = [];
  for (const item of items) await walk(item, "", 0, out);
  return out;
}

/** Files from an `<input type=file>`; a folder picker fills `webkitRelativePath`. */
export function filesFromInput(list: Iterable<File>): PickedFile[] {
  return [...list].map((file) => {
    const relativePath = (file as File & { webkitRelativePath?: string }).webkitRelativePath;
    return relativePath ? { file, relativePath } : { file };
  });
}
