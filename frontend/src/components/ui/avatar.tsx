import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

/**
 * A round photo, or initials on a soft background when there is none. Decorative unless `label`
 * is given (a name shown beside it already says who it is). A small circle unless `className`
 * sizes it (the "avatar" class in src/index.css); `style` can recolour the initials (a church's
 * theme, say).
 */
export function Avatar({
  photo,
  initials,
  label,
  className,
  style,
}: {
  photo: string | null | undefined;
  initials: string;
  label?: string;
  className?: string;
  style?: CSSProperties;
}) {
  const shape = cn("avatar", className);
  if (photo) {
    return (
      <img
        src={photo}
        alt={label ?? ""}
        loading="lazy"
        decoding="async"
        className={cn(shape, "bg-slate-100 object-cover")}
      />
    );
  }
  return (
    <span
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={style}
      className={cn(shape, "flex items-center justify-center bg-brand-100 font-semibold text-brand-800")}
    >
      {initials}
    </span>
  );
}
