export { AdminUploadPage as Component } from "./UploadPage.tsx";
