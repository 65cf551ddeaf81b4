import { Church } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

// The same in every language.
const PRODUCT_NAME = "Steeple";

/** The Steeple logo, linking home. */
export function Logo({ size = "md", tone = "brand" }: { size?: "md" | "lg"; tone?: "brand" | "light" }) {
  return (
    <Link
      to="/"
      className={cn(
        "flex items-center gap-2 rounded-md font-bold focus-visible:outline-2 focus-visible:outline-offset-4",
        size === "lg" ? "text-xl" : "text-lg",
        tone === "light" ? "text-white focus-visible:outline-white" : "text-brand-800 focus-visible:outline-brand-600",
      )}
    >
      <Church className={size === "lg" ? "h-7 w-7" : "h-6 w-6"} aria-hidden />
      {PRODUCT_NAME}
    </Link>
  );
}
