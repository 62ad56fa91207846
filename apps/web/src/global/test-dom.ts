/**
 * For tests that render screens: a browser document (happy-dom) removed after the file, a
 * vanilla-extract file scope so the kit's styles can register, and toasts recorded instead of
 * shown. Call it before importing React DOM or any component.
 */
import { afterAll, mock } from "bun:test";
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { setFileScope } from "@vanilla-extract/css/fileScope";

export function installTestDom(testFile: string): { toasts: string[] } {
  GlobalRegistrator.register();
  afterAll(() => GlobalRegistrator.unregister());
  setFileScope(testFile.replace(/\.tsx?$/, ".css.ts"), "backbeat");
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const toasts: string[] = [];
  const record = (message: string) => {
    toasts.push(message);
    return "id";
  };
  const toast = Object.assign(record, { danger: record, positive: record, loading: record, dismiss: () => {} });
  mock.module(`${import.meta.dir}/toasts.tsx`, () => ({ toast }));
  return { toasts };
}
