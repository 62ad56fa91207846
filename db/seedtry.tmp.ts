import { createTestDatabase } from "@backbeat/db/testing";
import { seedDemo } from "@backbeat/db/seeds";
import { searchRepo } from "@backbeat/db";
const h = await createTestDatabase(process.argv[2] === "pg" ? "postgres" : "pglite");
await seedDemo(h.db, { dataDir: "/tmp/seeddata", tracks: 40, clips: 6, clipSeconds: [8, 12] });
const v = { userId: null, admin: false };
for (const q of ["silent blom", "silnt", "bright", "celine", "céline rey", "sil", "Bloom Silent"]) {
  const terms = searchRepo.searchTerms(q); await searchRepo.withSearchSettings(h.db, async (db) => {
  console.log(q, (await searchRepo.searchTracks(db, v, terms, 0, 5)).map((t) => t.name), (await searchRepo.searchAlbums(db, v, terms, 0, 3)).map((t) => t.name), (await searchRepo.searchArtists(db, terms, 0, 3)).map((t) => t.name));});
}
await h.close();
