export { PaymentMethodDonePage as Component } from "./PaymentMethodPage.tsx";
