import { withTheme } from '@rjsf/core'
// every export of templates.tsx is one of rjsf's template slots, named as rjsf names it
import * as templates from './templates'
import { widgets } from './widgets'

/** rjsf with our own templates and widgets (labels, required marks, described errors). */
export const ThemedForm = withTheme({ templates: { ...templates }, widgets })
