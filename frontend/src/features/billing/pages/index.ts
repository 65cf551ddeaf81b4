// Every billing page behind one import: they share most of their code, and one chunk for them
// keeps the first page's list of chunks to preload short.
export { ChurchPaymentPage, ChurchPremiumPage, MusicianPaymentPage, SpeakerPaymentPage } from "./payment-pages";
export { PaymentCancelledPage, PaymentSuccessPage } from "./payment-result-pages";
export { PricingPage } from "./pricing-page";
export { SubscriptionPage } from "./subscription-page";
export { TestPaymentPage } from "./test-payment-page";
