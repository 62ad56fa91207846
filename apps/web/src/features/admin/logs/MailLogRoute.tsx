export { MailLogPage as Component } from "./MailLogPage.tsx";
