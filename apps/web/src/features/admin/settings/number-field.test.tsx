import { expect, test } from "bun:test";
import { installTestDom } from "@/global/test-dom.ts";

installTestDom(import.meta.path);

const { settingsTabSchemas } = await import("@backbeat/core/schemas");
const { AppForm, useSchemaForm } = await import("@/global/form/index.ts");
const { renderFormEachTest } = await import("@/global/form/form-test-harness.tsx");
const { FormNumberField, TabFields } = await import("./SettingsForm.tsx");

let days = 365;

function LoggingTab() {
  const form = useSchemaForm(settingsTabSchemas.logging, { logs: { retention_days: days } });
  return (
    <AppForm form={form} onSubmit={() => {}}>
      <TabFields tab="logging">
        <FormNumberField name="logs.retention_days" label="Keep logs for" />
      </TabFields>
      <FormNumberField name="logs.retention_days" label="Outside a tab" />
    </AppForm>
  );
}

const { container } = renderFormEachTest(
  () => <LoggingTab />,
  () => {},
);

const increase = () => [...container.querySelectorAll<HTMLButtonElement>('button[aria-label="Increase"]')];
const decrease = () => [...container.querySelectorAll<HTMLButtonElement>('button[aria-label="Decrease"]')];

test("a settings number field steps within its tab schema's bounds; outside a tab it has none", () => {
  const [inTab, outside] = increase();
  expect(inTab?.disabled).toBe(true);
  expect(outside?.disabled).toBe(false);
  expect(decrease()[0]?.disabled).toBe(false);
  days = 1;
});

test("at the schema's smallest value the field cannot go lower", () => {
  expect(decrease()[0]?.disabled).toBe(true);
  expect(increase()[0]?.disabled).toBe(false);
});
