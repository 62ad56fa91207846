import { expect, test } from "bun:test";
import { installTestDom } from "../test-dom.ts";

const { toasts: shown } = installTestDom(import.meta.path);

const { ApiError } = await import("@backbeat/client");
const { useMutation } = await import("@tanstack/react-query");
const { act } = await import("react");
const { useController } = await import("react-hook-form");
const { z } = await import("zod");
const { AppForm, FormTextField, SubmitButton, useSchemaForm } = await import("./index.ts");
const { renderFormEachTest } = await import("./form-test-harness.tsx");

const schema = z.object({
  name: z.string().min(1, "Give it a name."),
  artistIds: z.array(z.number()).min(1, "Choose at least one artist."),
});

/** A field bound by a controller with no input of that name (like the catalogue's artist picker). */
function ArtistPicker() {
  const { field, fieldState } = useController({ name: "artistIds" });
  return (
    <div>
      <button type="button" data-testid="pick" onClick={() => field.onChange([7])}>
        Pick
      </button>
      <div data-testid="picker-error">{fieldState.error?.message ?? ""}</div>
    </div>
  );
}

let answer: () => Promise<unknown>;
function AlbumLike() {
  const form = useSchemaForm(schema, { name: "Blue", artistIds: [] as number[] });
  const save = useMutation({ mutationFn: () => answer() });
  return (
    <AppForm form={form} onSubmit={() => save.mutateAsync()}>
      <FormTextField name="name" label="Name" />
      <ArtistPicker />
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

const { container, submit } = renderFormEachTest(
  () => <AlbumLike />,
  () => {
    shown.length = 0;
    answer = () => Promise.resolve({});
  },
);
const pickerError = () => container.querySelector('[data-testid="picker-error"]')?.textContent;

test("a rule broken on a field bound without an input shows on that field only, never as a toast", async () => {
  await submit();
  expect(pickerError()).toBe("Choose at least one artist.");
  expect(shown).toEqual([]);
});

test("the server's error for that field lands on it too, without a toast", async () => {
  // Valid on the client (an artist is picked), refused by the server.
  answer = () => Promise.reject(new ApiError(422, { message: "Bad", errors: { artistIds: ["That artist is gone."] } }));
  await act(async () => {
    container.querySelector<HTMLElement>('[data-testid="pick"]')?.click();
  });
  await submit();
  expect(pickerError()).toBe("That artist is gone.");
  expect(shown).toEqual([]);
});

test("an error no field shows is still the one toast", async () => {
  answer = () => Promise.reject(new ApiError(422, { message: "Bad", errors: { token: ["This link has expired."] } }));
  await act(async () => {
    container.querySelector<HTMLElement>('[data-testid="pick"]')?.click();
  });
  await submit();
  expect(shown).toEqual(["This link has expired."]);
});
