import type { DashboardBillingSlots } from "@/lib/slots";
import { BuyPostingPack } from "./components/buy-posting-pack";
import { FeatureBoost } from "./components/feature-boost";
import { GoPro } from "./components/go-pro";
import { PaymentBanner } from "./components/payment-banner";

/** What the route table passes into other features' pages (lib/slots.ts). */
export { FeatureBoost } from "./components/feature-boost";
export { ManageBilling } from "./components/manage-billing";

export const dashboardBilling: DashboardBillingSlots = { PaymentBanner, GoPro, BuyPostingPack, FeatureBoost };
