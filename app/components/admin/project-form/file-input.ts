/** A file input's look in the project editor: its browser-drawn button styled as the back-office's secondary buttons. */
export const FILE_INPUT =
  'mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-ink/25 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-ink-900 hover:file:border-ink'
