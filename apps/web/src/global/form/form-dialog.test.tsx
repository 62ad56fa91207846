import { expect, test } from "bun:test";
import { installTestDom } from "../test-dom.ts";

installTestDom(import.meta.path);

const { backstageDenyInput } = await import("@backbeat/core/schemas");
const { act } = await import("react");
const { FormDialog, FormTextArea, useSchemaForm } = await import("./index.ts");
const { renderFormEachTest } = await import("./form-test-harness.tsx");

let submitted: unknown[] = [];
let closed = 0;

function Deny() {
  const form = useSchemaForm(backstageDenyInput, { id: 7, reason: "" });
  return (
    <FormDialog
      title="Deny this request?"
      label="Deny request"
      onClose={() => closed++}
      form={form}
      onSubmit={(values) => {
        submitted.push(values);
      }}
      submit="Deny request"
      danger
    >
      <FormTextArea name="reason" label="Reason" isRequired />
    </FormDialog>
  );
}

renderFormEachTest(
  () => <Deny />,
  () => {
    submitted = [];
    closed = 0;
  },
);

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const buttons = () => [...dialog().querySelectorAll("button")];
const submitForm = async () => {
  await act(async () => {
    dialog().querySelector("form")?.requestSubmit();
    await new Promise((r) => setTimeout(r, 20));
  });
};

test("the dialog is named by its label, shows its title, the fields in the form, then Cancel and submit", () => {
  expect(dialog().getAttribute("aria-label")).toBe("Deny request");
  expect(dialog().textContent).toContain("Deny this request?");
  const form = dialog().querySelector("form") as HTMLFormElement;
  expect(form.querySelector('textarea[name="reason"]')).not.toBeNull();
  expect(buttons().map((b) => b.textContent)).toEqual(expect.arrayContaining(["Cancel", "Deny request"]));
});

test("submit hands over the parsed values only when they are valid; Cancel closes", async () => {
  await submitForm();
  expect(submitted).toHaveLength(0);
  const area = dialog().querySelector("textarea") as HTMLTextAreaElement;
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setValue?.call(area, "Not an artist");
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await submitForm();
  expect(submitted).toEqual([{ id: 7, reason: "Not an artist" }]);
  const cancel = buttons().find((b) => b.textContent === "Cancel") as HTMLButtonElement;
  await act(async () => cancel.click());
  expect(closed).toBe(1);
});
