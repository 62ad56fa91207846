import { HomePage } from "../catalogue/HomePage.tsx";
import { PlayerLayout } from "./PlayerLayout.tsx";

/** The web player's home: "/" for signed-in users, and for guests when no guest homepage is set. */
export function PlayerHome() {
  return (
    <PlayerLayout>
      <HomePage />
    </PlayerLayout>
  );
}
