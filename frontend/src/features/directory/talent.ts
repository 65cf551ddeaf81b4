import { t } from "@lingui/core/macro";
import type { TalentCard } from "./api/directory-api";

/** Spec 01 §2: the name, or 'Unnamed Speaker' / 'Unnamed Musician' (the API already applies it). */
export function cardName(card: TalentCard): string {
  return (
    card.name.trim() ||
    card.full_name.trim() ||
    (card.role === "musician" ? t`Unnamed Musician` : t`Unnamed Speaker`)
  );
}

/** Spec 01 §2: speakers at /speakers/{id}, musicians at /musicians/{id} (the user's id). */
export function profilePath(card: TalentCard): string {
  return `/${card.role === "musician" ? "musicians" : "speakers"}/${card.user_id}`;
}

/** "Dayton, OH", "Dayton", "". */
export function placeOf(card: TalentCard): string {
  return [card.city, card.state].filter(Boolean).join(", ");
}

/** The card's tag groups that have tags: a musician's instruments and genres come first. */
export function tagGroups(card: TalentCard): [label: string, tags: string[]][] {
  const groups: [string, string[]][] =
    card.role === "musician"
      ? [
          [t`Instruments`, card.instruments],
          [t`Genres`, card.genres],
          [t`Topics`, card.topics],
          [t`Skills`, card.skills],
        ]
      : [
          [t`Topics`, card.topics],
          [t`Skills`, card.skills],
        ];
  return groups.filter(([, tags]) => tags.length > 0);
}
