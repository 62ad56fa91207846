// Browsers that subscribed to push before the offline worker still have this script registered
// for the whole site. Running the app's worker in its place keeps their push subscription (it
// belongs to the registration) and hands them the offline cache until a page registers /sw.js.
importScripts("/sw.js");
