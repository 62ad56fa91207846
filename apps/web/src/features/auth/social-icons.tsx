import type { SVGProps } from "react";
import type { SocialService } from "./social-popup.ts";

/** Single-colour provider marks (they follow the button's text colour). */
const paths: Record<SocialService, string> = {
  google:
    "M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.4a4.6 4.6 0 0 1-2 3.02v2.5h3.23c1.9-1.75 2.97-4.32 2.97-7.33zM12 22c2.7 0 4.97-.9 6.63-2.43l-3.23-2.5c-.9.6-2.05.96-3.4.96-2.6 0-4.82-1.76-5.6-4.13H3.05v2.59A10 10 0 0 0 12 22zm-5.6-8.1a6 6 0 0 1 0-3.8V7.5H3.05a10 10 0 0 0 0 9zM12 5.98c1.47 0 2.79.5 3.83 1.5l2.86-2.86A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.95 5.5L6.4 10.1C7.18 7.74 9.4 5.98 12 5.98z",
  facebook:
    "M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5 3.66 9.15 8.44 9.94v-7.03H7.9v-2.9h2.54V9.85c0-2.52 1.5-3.9 3.78-3.9 1.1 0 2.24.19 2.24.19v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.88h2.78l-.45 2.9h-2.33V22c4.78-.79 8.43-4.94 8.43-9.94z",
  twitter:
    "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.17h1.7L7.4 4.73H5.57z",
  envato:
    "M19.2 2.3c-.9-.5-3.6-.2-6.8 2.9C6.9 10.6 6.7 16.3 7 18.2c0 .2-.2.3-.3.1-1-1.8-1.5-4.3-.6-7.4.1-.3-.2-.5-.4-.3C4.1 12.7 3 15.3 3 17.6 3 21.2 6 24 9.6 24c9 0 12.7-19.6 9.6-21.7z",
};

export function SocialIcon({
  service,
  size = 20,
  ...props
}: { service: SocialService; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d={paths[service]} />
    </svg>
  );
}
