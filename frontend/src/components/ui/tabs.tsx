import * as TabsPrimitive from "@radix-ui/react-tabs";
import { createContext, useContext, type ComponentProps } from "react";
import { cn } from "@/lib/cn";

/*
 * Tabs (the WAI-ARIA tabs pattern, by Radix): one tab stop for the list, arrow keys, Home and End
 * move between tabs and select them, each panel is named by its tab. Pages that keep the tab in the
 * address control it: `value` from the URL, `onValueChange` writes it back.
 */

type Look = "underline" | "pill";
const LookContext = createContext<Look>("underline");

export const Tabs = TabsPrimitive.Root;

/** The row of tabs: "underline" under a page's header, "pill" for a compact switch in a pane. */
export function TabsList({ look = "underline", className, ...props }: ComponentProps<typeof TabsPrimitive.List> & { look?: Look }) {
  return (
    <LookContext.Provider value={look}>
      <TabsPrimitive.List
        className={cn(
          look === "underline" ? "flex gap-1 overflow-x-auto border-b border-slate-200" : "flex gap-1 rounded-lg bg-slate-100 p-1",
          className,
        )}
        {...props}
      />
    </LookContext.Provider>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const look = useContext(LookContext);
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
        look === "underline"
          ? [
              "-mb-px shrink-0 border-b-2 px-3 py-2.5 whitespace-nowrap focus-visible:-outline-offset-2 sm:px-4",
              "border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
            ]
          : [
              "flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-slate-600 hover:text-slate-900",
              "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
            ],
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel; only the selected one is in the page. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("focus-visible:outline-2 focus-visible:outline-brand-600", className)} {...props} />;
}
