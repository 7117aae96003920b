/** What a panel shows when its list is empty. */
export function EmptyPanel({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-ink/25 bg-white p-6 text-ink">{text}</p>
}
