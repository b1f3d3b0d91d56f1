import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from 'react-aria-components'
import { useNavigate } from 'react-router'
import { callOperation } from '../data/client'
import { rowsOf } from '../data/paging'
import { buildOperationArgs } from '../data/params'
import { unwrap } from '../data/query'
import { routeOfKind } from '../pages/registry-lookup'
import { itemLabel, itemParams, routePath, type RouteParams } from '../pages/route-path'
import {
  createDestinations,
  pageDestinations,
  searchableKinds,
  type Destination,
} from './destinations'
import './palette.css'

/** rows fetched per kind: the palette finds by name among the first page */
const SEARCH_LIMIT = 100
/** found items shown per kind */
const ITEMS_PER_KIND = 5
const PAGES_SHOWN = 8

interface Section {
  id: string
  title: string
  items: Destination[]
}

function matches(label: string, text: string): boolean {
  return label.toLowerCase().includes(text.toLowerCase())
}

/**
 * Items of the current project's and silo's kinds whose names contain the text: one list
 * request per kind, made once typing starts and kept while the text changes.
 */
function useFoundItems(params: RouteParams, text: string): Section[] {
  const kinds = useMemo(() => searchableKinds(params), [params])
  const results = useQueries({
    queries: kinds.map(({ list }) => {
      const args = buildOperationArgs(list, params, { query: { limit: SEARCH_LIMIT } })
      return {
        queryKey: [list.id, args] as const,
        queryFn: async () => unwrap(await callOperation(list, args)),
        enabled: text !== '',
      }
    }),
  })
  return kinds.flatMap(({ kind }, index) => {
    const data = results[index]?.data
    if (data === undefined || text === '') return []
    const detail = routeOfKind(kind.name, 'detail')
    const items = rowsOf(kind.ops.list!, data)
      .filter((row) => matches(itemLabel(kind, row), text))
      .slice(0, ITEMS_PER_KIND)
      .flatMap((row) => {
        const to = routePath(detail, itemParams(kind, row, params))
        return to ? [{ id: `item:${to}`, label: itemLabel(kind, row), to }] : []
      })
    return items.length > 0 ? [{ id: kind.name, title: kind.titlePlural, items }] : []
  })
}

/**
 * The command palette (Ctrl+K / ⌘K): type to jump to a page by its title, an item of the
 * current project or silo by its name, or a "New …" form. The search box controls the list of
 * choices (combobox and listbox); arrows move, Enter goes, Escape closes.
 */
export default function CommandPalette({
  params,
  onClose,
}: {
  params: RouteParams
  onClose: () => void
}) {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const pages = useMemo(() => pageDestinations(params), [params])
  const creates = useMemo(() => createDestinations(params), [params])
  const found = useFoundItems(params, text)

  // items found by name first: typing a name is the most specific thing a person can do
  const sections: Section[] = [
    ...found,
    {
      id: 'pages',
      title: 'Pages',
      items: pages.filter((page) => matches(page.label, text)).slice(0, PAGES_SHOWN),
    },
    { id: 'new', title: 'Create', items: creates.filter((item) => matches(item.label, text)) },
  ].filter((section) => section.items.length > 0)

  const go = (to: string) => {
    onClose()
    void navigate(to)
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="modal-overlay palette-overlay"
    >
      <Modal className="modal modal-free palette">
        <Dialog className="palette-dialog" aria-label="Go to">
          <Autocomplete inputValue={text} onInputChange={setText}>
            <TextField className="palette-search" autoFocus>
              <Label className="visually-hidden">Go to a page, an item or a form</Label>
              <Input
                className="form-input palette-input"
                placeholder="Go to a page, an item or a form…"
                // the list below is always shown, and this box drives it
                role="combobox"
                aria-expanded="true"
              />
            </TextField>
            <ListBox
              className="palette-list"
              aria-label="Destinations"
              items={sections}
              onAction={(key) => go(String(key).replace(/^(page|new|item):/, ''))}
              renderEmptyState={() => <p className="palette-empty">Nothing matches “{text}”.</p>}
            >
              {(section) => (
                <ListBoxSection id={section.id} className="palette-section">
                  <Header className="palette-section-title">{section.title}</Header>
                  {section.items.map((item) => (
                    <ListBoxItem
                      key={item.id}
                      id={item.id}
                      textValue={item.label}
                      className="palette-option"
                    >
                      <Text slot="label">{item.label}</Text>
                      <Text slot="description" className="palette-option-path">
                        {item.to}
                      </Text>
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              )}
            </ListBox>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
