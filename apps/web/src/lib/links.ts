import { pagePaths, slug } from "@backbeat/core/page-paths";

export { slug };

/** The app's public URLs for catalogue items: the same paths the server's pages, feeds and sitemaps use. */
export const links = {
  artist: (a: { id: number; name: string }) => pagePaths.artist(a.id, a.name),
  album: (al: { id: number; name: string; artists?: { name: string }[] }) =>
    pagePaths.album(al.id, al.artists?.[0]?.name, al.name),
  track: (tr: { id: number; name: string }) => pagePaths.track(tr.id, tr.name),
  playlist: (p: { id: number; name: string }) => pagePaths.playlist(p.id, p.name),
  user: (u: { id: number; name: string }) => pagePaths.user(u.id, u.name),
  genre: (g: { name: string }) => pagePaths.genre(g.name),
  tag: (tag: { name: string }) => pagePaths.tag(tag.name),
  radio: (type: string, item: { id: number; name: string }) => pagePaths.radio(type, item.id, item.name),
};
