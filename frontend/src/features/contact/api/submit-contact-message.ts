import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

export type ContactMessageIn = components["schemas"]["ContactMessageIn"];
export type ContactMessage = components["schemas"]["ContactMessageOut"];

export function useSubmitContactMessage() {
  return useMutation({
    mutationFn: async (body: ContactMessageIn) => unwrap(await api.POST("/api/contact", { body })),
  });
}
