/**
 * A menu's trigger as a plain <button>: the menu itself (react-aria's Popover and Menu, a
 * large part of the first page's script) loads when it is first wanted, and a table row costs
 * one button rather than a menu trigger's hooks. The trigger behaves as react-aria's would:
 * click, Enter or Space opens (keyboard: first item focused), ArrowDown and ArrowUp open on
 * the first or last item, and closing gives focus back to the trigger.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useRef,
  useState,
} from 'react'

type AutoFocus = true | 'first' | 'last'

export interface MenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>
  /** where focus goes as the menu opens */
  autoFocus: AutoFocus
  onClose: () => void
}

export function useMenuButton(prefetch: () => unknown) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [openWith, setOpenWith] = useState<AutoFocus | null>(null)
  const onClose = useCallback(() => {
    setOpenWith(null)
    triggerRef.current?.focus()
  }, [])

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': openWith !== null,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    // a click from the keyboard (Enter, Space) has no pointer: focus the first item then
    onClick: (event: MouseEvent) =>
      setOpenWith((open) => (open !== null ? null : event.detail === 0 ? 'first' : true)),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      setOpenWith(event.key === 'ArrowDown' ? 'first' : 'last')
    },
  }
  const popoverProps: MenuPopoverProps | undefined =
    openWith === null ? undefined : { triggerRef, autoFocus: openWith, onClose }
  return { triggerProps, popoverProps }
}
