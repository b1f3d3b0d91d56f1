/**
 * The one form dialog outside the routes: an action that needs input (attach a floating IP to
 * an instance, set a sled's provision policy) asks for it here with useFormDialog(). It is the
 * side modal the create and edit routes use, with the same validation, errors and request.
 */
import { createContext, useCallback, useContext, useState } from 'react'
import type { ComponentProps, ReactNode } from 'react'
import { FormPanel } from '../forms/lazy-form-panel'

export type FormDialogOptions = Omit<ComponentProps<typeof FormPanel>, 'onClose'>

export type OpenFormDialog = (options: FormDialogOptions) => void

const FormDialogContext = createContext<OpenFormDialog | null>(null)

export function useFormDialog(): OpenFormDialog {
  const open = useContext(FormDialogContext)
  if (!open) throw new Error('useFormDialog needs a <FormDialogProvider> above it')
  return open
}

export function FormDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<FormDialogOptions | null>(null)
  const open = useCallback<OpenFormDialog>((next) => setOptions(next), [])
  const close = () => setOptions(null)
  return (
    <FormDialogContext.Provider value={open}>
      {children}
      {options && (
        <FormPanel
          // a new request is a new form: nothing typed for the last one carries over
          key={options.form.id}
          {...options}
          onSuccess={(data, body) => {
            close()
            options.onSuccess(data, body)
          }}
          onClose={close}
        />
      )}
    </FormDialogContext.Provider>
  )
}
