import { createContext, useContext, type ReactNode } from 'react'
import type { ConsoleParts } from './parts'

const ConsoleContext = createContext<ConsoleParts | undefined>(undefined)

/** The parts of the console rendering this component. */
export function useConsoleParts(): ConsoleParts {
  const parts = useContext(ConsoleContext)
  if (!parts) throw new Error('useConsoleParts needs a console: render inside ConsoleProvider')
  return parts
}

/** Hands `parts` down to the tree below (the console's root does; tests of one piece may). */
export function ConsoleProvider({ parts, children }: { parts: ConsoleParts; children: ReactNode }) {
  return <ConsoleContext.Provider value={parts}>{children}</ConsoleContext.Provider>
}
