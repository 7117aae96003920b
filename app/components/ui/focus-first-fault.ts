import { useCallback, useEffect, useState, type RefObject } from 'react'

/**
 * After a refused submit, moves the focus to the first field marked invalid, once React has shown
 * the messages: a screen reader then reads the message, and a phone scrolls the field into view.
 * Focusing from an animation frame raced the render that follows an awaited request (React paints
 * that update later), so the focus is given from an effect of the render that marks the fields.
 */
export function useFocusFirstFault(root: RefObject<HTMLElement | null>) {
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    if (!asked) return
    const target = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    target?.focus()
    target?.scrollIntoView({ block: 'center' })
  }, [asked, root])
  return useCallback(() => setAsked((n) => n + 1), [])
}
