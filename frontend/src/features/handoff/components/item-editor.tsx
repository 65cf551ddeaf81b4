import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { KINDS, kindName, type DraftItem } from "../pack-draft";

/** One item of the order of service: editable by the side that owns it, read by the other. */
export function ItemEditor({
  item,
  position,
  startsAt,
  editable,
  errors,
  onChange,
  onMove,
  onRemove,
  first,
  last,
}: {
  item: DraftItem;
  position: number;
  startsAt: string | null;
  editable: boolean;
  errors: Record<string, string>;
  onChange: (item: DraftItem) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
}) {
  const { t } = useLingui();
  const set = (field: keyof DraftItem) => (event: { target: { value: string } }) => onChange({ ...item, [field]: event.target.value });
  const number = position + 1;
  const named = item.title.trim() || t`item ${number}`;
  const owner = item.owner === "church" ? t`Church` : t`Guest`;
  return (
    <li className="rounded-md border border-slate-200 bg-white p-4" aria-label={t`Item ${number}: ${named}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {startsAt && <span className="mr-2 font-semibold text-slate-900">{startsAt}</span>}
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium">{owner}</span>
        </p>
        {editable && (
          <div className="flex gap-1">
            <Button type="button" variant="ghost" size="icon-sm" disabled={first} onClick={() => onMove(-1)} aria-label={t`Move ${named} up`}>
              <ArrowUp className="h-4 w-4" aria-hidden />
            </Button>
            <Button type="button" variant="ghost" size="icon-sm" disabled={last} onClick={() => onMove(1)} aria-label={t`Move ${named} down`}>
              <ArrowDown className="h-4 w-4" aria-hidden />
            </Button>
            <Button type="button" variant="ghost-destructive" size="icon-sm" onClick={onRemove} aria-label={t`Remove ${named}`}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {editable ? (
        <div className="grid gap-3 sm:grid-cols-6">
          <div className="sm:col-span-2">
            <FormField label={t`Kind`} error={errors.kind}>
              <Select value={item.kind} onChange={set("kind")}>
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindName(kind)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <div className="sm:col-span-3">
            <FormField label={t`Title`} error={errors.title}>
              <Input value={item.title} maxLength={150} required onChange={set("title")} />
            </FormField>
          </div>
          <div className="sm:col-span-1">
            <FormField label={t`Minutes`} error={errors.minutes}>
              <Input type="number" inputMode="numeric" min={1} max={240} value={item.minutes} onChange={set("minutes")} />
            </FormField>
          </div>
          {item.kind === "song" && (
            <>
              <div className="sm:col-span-2">
                <FormField label={t({ message: "Key", context: "musical key" })} hint={t`Such as G, Eb or F#m`} error={errors.song_key}>
                  <Input value={item.song_key} maxLength={3} onChange={set("song_key")} />
                </FormField>
              </div>
              <div className="sm:col-span-2">
                <FormField label={t`Tempo (BPM)`} error={errors.tempo}>
                  <Input type="number" inputMode="numeric" min={30} max={300} value={item.tempo} onChange={set("tempo")} />
                </FormField>
              </div>
              <div className="sm:col-span-2">
                <FormField label={t`Arrangement`} error={errors.arrangement}>
                  <Input value={item.arrangement} maxLength={150} onChange={set("arrangement")} />
                </FormField>
              </div>
            </>
          )}
          {item.kind === "reading" && (
            <div className="sm:col-span-6">
              <FormField label={t`Scripture`} hint={t`Such as John 3:16-21`} error={errors.scripture}>
                <Input value={item.scripture} maxLength={100} onChange={set("scripture")} />
              </FormField>
            </div>
          )}
          <div className="sm:col-span-6">
            <FormField label={t`Notes`} error={errors.notes}>
              <Textarea rows={2} value={item.notes} maxLength={2000} onChange={set("notes")} />
            </FormField>
          </div>
        </div>
      ) : (
        <ItemReadOnly item={item} />
      )}
    </li>
  );
}

function ItemReadOnly({ item }: { item: DraftItem }) {
  const { song_key: key, tempo, arrangement } = item;
  const details = [
    key && <Trans key="key">Key: {key}</Trans>,
    tempo && <Trans key="tempo">Tempo: {tempo} BPM</Trans>,
    arrangement && <Trans key="arrangement">Arrangement: {arrangement}</Trans>,
    item.scripture,
  ].filter(Boolean);
  return (
    <div>
      <p className="font-medium text-slate-900">
        {item.title} <span className="text-sm font-normal text-slate-500">· {kindName(item.kind)} · {item.minutes} min</span>
      </p>
      {details.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          {details.map((detail, index) => (
            <span key={index}>{detail}</span>
          ))}
        </p>
      )}
      {item.notes && <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{item.notes}</p>}
    </div>
  );
}
