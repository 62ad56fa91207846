import { expect, test } from "bun:test";
import { installTestDom } from "../test-dom.ts";

const { toasts: shown } = installTestDom(import.meta.path);

const { ApiError } = await import("@backbeat/client");
const { loginInput } = await import("@backbeat/core/schemas");
const { useMutation } = await import("@tanstack/react-query");
const { act } = await import("react");
const { AppForm, FormTextField, SubmitButton, useSchemaForm } = await import("./index.ts");
const { renderFormEachTest } = await import("./form-test-harness.tsx");

let calls: unknown[] = [];
let answer: () => Promise<unknown>;

function Login() {
  const form = useSchemaForm(loginInput, { email: "ada@example.com", password: "secret", remember: true });
  const login = useMutation({
    mutationFn: (values: unknown) => {
      calls.push(values);
      return answer();
    },
  });
  return (
    <AppForm form={form} onSubmit={(values) => login.mutateAsync(values)}>
      <FormTextField name="email" type="email" label="Email" />
      <FormTextField name="password" type="password" label="Password" />
      <SubmitButton>Continue</SubmitButton>
    </AppForm>
  );
}

const { container, submit } = renderFormEachTest(
  () => <Login />,
  () => {
    shown.length = 0;
    calls = [];
  },
);

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const button = () => container.querySelector("button") as HTMLButtonElement;

test("a server field error shows under its field, which is focused, and no toast appears", async () => {
  answer = () =>
    Promise.reject(new ApiError(422, { message: "Bad", errors: { password: ["These credentials do not match."] } }));
  await submit();
  expect(calls).toHaveLength(1);
  expect(container.textContent).toContain("These credentials do not match.");
  expect(input("password").getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(input("password"));
  expect(shown).toEqual([]);
});

test("a tRPC field error (data.errors) is mapped the same way", async () => {
  answer = () => Promise.reject({ message: "Bad", data: { httpStatus: 422, errors: { email: ["Taken."] } } });
  await submit();
  expect(container.textContent).toContain("Taken.");
  expect(document.activeElement).toBe(input("email"));
  expect(shown).toEqual([]);
});

test("a failure without field errors (a throttled sign-in) is exactly one toast with the server's message", async () => {
  answer = () => Promise.reject(new ApiError(429, { message: "Too many login attempts." }));
  await submit();
  expect(shown).toEqual(["Too many login attempts."]);
  expect(container.textContent).not.toContain("Too many login attempts.");
});

test("a field error for a value the form does not show (a reset token from the URL) is one toast", async () => {
  answer = () =>
    Promise.reject(new ApiError(422, { message: "Bad", errors: { token: ["This password reset token is invalid."] } }));
  await submit();
  expect(shown).toEqual(["This password reset token is invalid."]);
});

test("the submit button is disabled while the submit is pending", async () => {
  let finish: (v: unknown) => void = () => {};
  answer = () => new Promise((resolve) => (finish = resolve));
  expect(button().disabled).toBe(false);
  await submit();
  expect(button().disabled).toBe(true);
  await act(async () => {
    finish({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(button().disabled).toBe(false);
});

test("the shared schema validates on submit (nothing is sent) and again on change", async () => {
  await act(async () => {
    const field = input("email");
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setValue?.call(field, "not an email");
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await submit();
  expect(calls).toEqual([]);
  expect(container.textContent).toContain("Enter a valid email address.");
  expect(document.activeElement).toBe(input("email"));
  await act(async () => {
    const field = input("email");
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setValue?.call(field, "ada@example.com");
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(container.textContent).not.toContain("Enter a valid email address.");
});
