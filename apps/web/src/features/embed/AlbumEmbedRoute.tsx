export { AlbumEmbed as Component } from "./EmbedPage.tsx";
