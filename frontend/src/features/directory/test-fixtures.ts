import type { DirectoryPage, TalentCard } from "./api/directory-api";

/** Test data (imported by tests only). */
let next = 0;

export function talentCard(overrides: Partial<TalentCard> = {}): TalentCard {
  next += 1;
  return {
    user_id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    badges: [],
    role: "speaker",
    name: `Speaker ${next}`,
    full_name: `Speaker ${next}`,
    photo: null,
    city: null,
    state: null,
    headline: null,
    topics: [],
    skills: [],
    instruments: [],
    genres: [],
    denomination: null,
    worship_style: null,
    is_pro: false,
    rating_average: null,
    rating_count: 0,
    ...overrides,
  };
}

export function directoryPage(results: TalentCard[], overrides: Partial<DirectoryPage> = {}): DirectoryPage {
  return { results, page: 1, page_size: 50, has_more: false, ...overrides };
}
