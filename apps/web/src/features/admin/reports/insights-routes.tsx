import { ItemInsightsPage } from "./ItemInsightsPage.tsx";

export function TrackInsights() {
  return <ItemInsightsPage kind="track" />;
}
export function AlbumInsights() {
  return <ItemInsightsPage kind="album" />;
}
export function ArtistInsights() {
  return <ItemInsightsPage kind="artist" />;
}
