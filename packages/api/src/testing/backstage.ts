/** A request to become the artist `name`, filled in as a newcomer would. */
export const becomeArtistRequest = (name: string) => ({
  type: "become-artist" as const,
  artist_name: name,
  first_name: "Ada",
  last_name: "Lovelace",
  links: [{ url: "https://example.com/ada" }],
  message: "I make music.",
});
