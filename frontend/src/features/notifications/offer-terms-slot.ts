import { createContext, type ReactNode } from "react";

/** Draws an offer's terms in the detail dialog. The applications feature owns them; the app puts
 * its component here (features never import each other). Without one, the dialog links to the
 * application instead. */
export type OfferTermsView = (applicationId: string) => ReactNode;

export const OfferTermsSlot = createContext<OfferTermsView | null>(null);
