export { TrackEmbed as Component } from "./EmbedPage.tsx";
