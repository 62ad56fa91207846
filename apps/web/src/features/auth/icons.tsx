import { createIcon } from "@backbeat/ui";
import type { ReactNode } from "react";

/** Icons the shared library does not have yet (kept here until they move to ui/). */
function icon(name: string, paths: ReactNode) {
  return createIcon(name, paths, { strokeWidth: 1.8, size: 24 });
}

export const MailIcon = icon(
  "Mail",
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7l8 6 8-6" />
  </>,
);
export const LockIcon = icon(
  "Lock",
  <>
    <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
    <path d="M8 10.5V8a4 4 0 018 0v2.5" />
  </>,
);
export const ShieldIcon = icon("Shield", <path d="M12 3.5l7 2.5v5.5c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6z" />);
export const DevicesIcon = icon(
  "Devices",
  <>
    <rect x="3" y="5" width="13" height="9.5" rx="1.5" />
    <path d="M6.5 18h6" />
    <rect x="17.5" y="9" width="4" height="9" rx="1" />
  </>,
);
export const GlobeIcon = icon(
  "Globe",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z" />
  </>,
);
export const CodeIcon = icon("Code", <path d="M8.5 8L4.5 12l4 4M15.5 8l4 4-4 4M13.5 5.5l-3 13" />);
export const LinkIcon = icon(
  "Link",
  <>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </>,
);
export const KeyIcon = icon(
  "Key",
  <>
    <circle cx="8" cy="15" r="3.5" />
    <path d="M10.5 12.5L19 4M16 7l2.5 2.5M14 9l2 2" />
  </>,
);
