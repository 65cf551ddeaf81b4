import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { Avatar } from "@/components/ui/avatar";
import { initialsOf } from "@/lib/initials";

/** The profile photo, or the name's initials (named for screen readers: it stands alone here). */
export function ProfileAvatar({
  photo,
  name,
  className,
  initialsStyle,
}: {
  photo: string | null;
  name: string;
  className?: string;
  /** Colours for the initials (a church's theme); the brand's otherwise. */
  initialsStyle?: CSSProperties;
}) {
  const { t } = useLingui();
  return (
    <Avatar
      photo={photo}
      initials={initialsOf(name)}
      label={photo ? t`Photo of ${name}` : t`${name} (no photo)`}
      className={className}
      style={initialsStyle}
    />
  );
}
