import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const fieldClass = cn(
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm",
  "placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
  "aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20 disabled:opacity-60",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-32", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-10", className)} {...props} />;
}
