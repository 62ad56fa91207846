import { expect, test } from "bun:test";
import { installTestDom } from "@/global/test-dom.ts";

// The upload list in a browser document, driving a real queue whose transports the test controls.
installTestDom(import.meta.path);

const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { UploadQueue } = await import("./queue/queue.ts");
const { uploadSettings } = await import("./queue/settings.ts");
const { combineRestrictions } = await import("./queue/restrictions.ts");
const { UploadError } = await import("./queue/types.ts");
const { UploadList } = await import("./UploadList.tsx");
type Job = import("./queue/types.ts").TransportJob;

const jobs: { job: Job; resolve: (v: never) => void; reject: (e: unknown) => void }[] = [];
const queue = new UploadQueue({
  settings: () => uploadSettings({}),
  transportFor: () => ({
    upload: (job) =>
      new Promise((resolve, reject) => {
        jobs.push({ job, resolve: resolve as (v: never) => void, reject });
        job.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  }),
});

const container = document.createElement("div");
document.body.append(container);
const root = createRoot(container);
const render = () => act(async () => root.render(<UploadList records={queue.getSnapshot()} queue={queue} />));
const rowOf = (name: string) => container.querySelector(`[data-testid=upload-row][data-name="${name}"]`);
const text = (name: string, id: string) => rowOf(name)?.querySelector(`[data-testid=${id}]`)?.textContent ?? null;
const press = async (name: string, id: string) => {
  const button = rowOf(name)?.querySelector(`[data-testid=${id}]`) as HTMLElement | null;
  if (!button) throw new Error(`${name} has no ${id}`);
  await act(async () => {
    button.click();
    await new Promise((r) => setTimeout(r, 0));
  });
  await render();
};

const file = (name: string, size = 1000, type = "audio/mpeg") => new File([new Uint8Array(size)], name, { type });

test("rows show name, size, progress, status and a refused file's error", async () => {
  queue.add([{ file: file("a.mp3") }, { file: file("notes.txt", 9, "text/plain") }], {
    restrictions: combineRestrictions({ allowedTypes: ["audio/*"] }, uploadSettings({})),
  });
  jobs[0]?.job.onProgress({ bytesUploaded: 500, bytesTotal: 1000 });
  await render();
  expect(text("a.mp3", "upload-status")).toBe("Uploading");
  expect(rowOf("a.mp3")?.textContent).toContain("500 B / 1000 B");
  expect(rowOf("a.mp3")?.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("50");
  expect(text("notes.txt", "upload-status")).toBe("Failed");
  expect(text("notes.txt", "upload-error")).toBe("This file type is not allowed");
  // A refused file cannot be retried, only removed.
  expect(rowOf("notes.txt")?.querySelector("[data-testid=upload-retry]")).toBeNull();
  await press("notes.txt", "upload-remove");
  expect(rowOf("notes.txt")).toBeNull();
});

test("cancel marks a running upload cancelled; retry starts it again; the server's message shows", async () => {
  await press("a.mp3", "upload-abort");
  expect(text("a.mp3", "upload-status")).toBe("Cancelled");
  expect(rowOf("a.mp3")?.querySelector("[role=progressbar]")).toBeNull();
  await press("a.mp3", "upload-retry");
  expect(text("a.mp3", "upload-status")).toBe("Uploading");
  await act(async () => {
    jobs.at(-1)?.reject(new UploadError("Disk is full"));
    await new Promise((r) => setTimeout(r, 0));
  });
  await render();
  expect(text("a.mp3", "upload-error")).toBe("Disk is full");
  // Every control is a named button (keyboard reachable, with a tooltip).
  const buttons = [...(rowOf("a.mp3")?.querySelectorAll("button") ?? [])];
  expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
    "Retry upload of a.mp3",
    "Remove a.mp3 from the list",
  ]);
});

test("cancelling a waiting upload removes it", async () => {
  queue.add(["1", "2", "3", "4"].map((n) => ({ file: file(`${n}.mp3`) })));
  await render();
  expect(text("4.mp3", "upload-status")).toBe("Waiting");
  await press("4.mp3", "upload-abort");
  expect(rowOf("4.mp3")).toBeNull();
  await act(async () => root.unmount());
});
