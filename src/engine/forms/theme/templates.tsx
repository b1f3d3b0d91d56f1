// Every export here is one of rjsf's template slots, under the name rjsf gives it: index.ts
// hands the whole module to withTheme.
import {
  ADDITIONAL_PROPERTY_FLAG,
  canExpand,
  descriptionId,
  errorId,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type IconButtonProps,
  type MultiSchemaFieldTemplateProps,
  type OptionalDataControlsTemplateProps,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type TitleFieldProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils'
import { fieldLabel, fieldName, pickerLabel } from './labels'
import { referencedKind } from './reference-widget'
import { FieldLabel } from '../field'

/**
 * One field: its visible label bound to the input (`for`), a required mark, the description
 * and the errors, which the input references through aria-describedby (rjsf's id scheme:
 * `<id>__description`, `<id>__error`).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    required,
    displayLabel,
    hidden,
    children,
    errors,
    description,
    rawErrors,
    uiSchema,
  } = props
  const name = fieldName(props.fieldPathId.path)
  // a field with a single possible value (a union's tag) is set by the variant picker
  if (hidden || isConstant(props.schema)) return <div hidden>{children}</div>
  const options = getUiOptions(uiSchema)
  const unit = typeof options.unit === 'string' ? ` (${options.unit})` : ''
  // checkboxes carry their label beside the box; a union's picker labels itself
  const ownLabel = displayLabel && options.widget !== 'checkbox' && !isUnion(props.schema)
  const { WrapIfAdditionalTemplate: MapEntry } = props.registry.templates
  return (
    <MapEntry {...props}>
      <div className={rawErrors && rawErrors.length > 0 ? 'form-field has-error' : 'form-field'}>
        {ownLabel && (
          <FieldLabel id={id} required={required}>
            {/* a picker reads as it is named: by the item it picks ("Snapshot", not "Snapshot ID") */}
            {referencedKind(props.schema)
              ? pickerLabel(fieldLabel(label, name))
              : fieldLabel(label, name)}
            {unit}
          </FieldLabel>
        )}
        {children}
        {displayLabel && description}
        {errors}
      </div>
    </MapEntry>
  )
}

function isConstant(schema: RJSFSchema): boolean {
  return Array.isArray(schema.enum) && schema.enum.length === 1
}

/** A choice of variants with their own picker; a string of titled values is a plain select. */
function isUnion(schema: RJSFSchema): boolean {
  return (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) && schema.type !== 'string'
}

/** A union variant is an object with a constant tag field; the picker already names it. */
function isVariant(schema: RJSFSchema): boolean {
  return Object.values(schema.properties ?? {}).some(
    (property) => typeof property === 'object' && isConstant(property),
  )
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null
  return (
    <div id={id} className="form-description">
      {typeof description === 'string' ? <WithCode text={description} /> : description}
    </div>
  )
}

/**
 * The document's descriptions mark a field name or an example as code with backticks
 * (`first` may not exceed `last`): shown as code, never as stray backticks.
 */
function WithCode({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean)
  if (shown.length === 0) return null
  return (
    <ul id={errorId(fieldPathId)} className="form-field-errors">
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  )
}

export function FieldHelpTemplate() {
  return null
}

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <legend id={id} className="form-legend">
      {title}
    </legend>
  )
}

/** Top-level fields flow in the panel; nested objects get a titled group. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, description, fieldPathId, schema, optionalDataControl } = props
  const { uiSchema, formData, onAddProperty, disabled, readonly, registry } = props
  const title = props.title && fieldLabel(props.title, fieldName(fieldPathId.path))
  const { AddButton } = registry.templates.ButtonTemplates
  const fields = properties
    .filter((property) => !property.hidden)
    .map((property) => property.content)
  if (fieldPathId.$id === 'root') return <div className="form-fields">{fields}</div>
  return (
    <fieldset
      className="form-group"
      aria-describedby={description ? descriptionId(fieldPathId) : undefined}
    >
      {title && !isVariant(schema) && <legend className="form-legend">{title}</legend>}
      {optionalDataControl}
      {fields}
      {/* a map (free keys, e.g. silo role → fleet roles) grows an entry at a time */}
      {canExpand(schema, uiSchema, formData) && !readonly && (
        <AddButton
          registry={registry}
          onClick={onAddProperty}
          disabled={disabled}
          title={title ? `Add ${oneEntryOf(title)}` : 'Add'}
        />
      )}
    </fieldset>
  )
}

/**
 * One entry of a map: its key in a text box (renamed when the box is left), its value, and
 * Remove. Fields that are no map entry pass through.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, schema, children, onKeyRenameBlur, onRemoveProperty } = props
  const { disabled, readonly, registry } = props
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>
  const { RemoveButton } = registry.templates.ButtonTemplates
  return (
    <div className="form-map-entry">
      <div className="form-field">
        <FieldLabel id={`${id}-key`}>Key</FieldLabel>
        <input
          id={`${id}-key`}
          className="form-input"
          type="text"
          defaultValue={label}
          onBlur={onKeyRenameBlur}
        />
      </div>
      {children}
      <RemoveButton
        registry={registry}
        onClick={onRemoveProperty}
        disabled={disabled || readonly}
        aria-label={`Remove ${label}`}
      />
    </div>
  )
}

/**
 * "TLS certificates" → "TLS certificate", "Mapped fleet roles" → "mapped fleet role": what one
 * more entry of a list or map is, in the middle of a sentence (an acronym keeps its capitals)
 */
function oneEntryOf(title: string): string {
  const one = title
    .replace(/ies$/, 'y')
    .replace(/sses$/, 'ss')
    .replace(/([^s])s$/, '$1')
  return /^[A-Z][a-z]/.test(one) ? one.charAt(0).toLowerCase() + one.slice(1) : one
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, registry } = props
  const title = props.title && fieldLabel(props.title, fieldName(props.fieldPathId.path))
  const { AddButton } = registry.templates.ButtonTemplates
  return (
    <fieldset className="form-group form-array">
      {title && <legend className="form-legend">{title}</legend>}
      {items}
      {canAdd && !readonly && (
        <AddButton
          registry={registry}
          onClick={onAddClick}
          disabled={disabled}
          title={title ? `Add ${oneEntryOf(title)}` : 'Add'}
        />
      )}
    </fieldset>
  )
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry } = props
  const { RemoveButton } = registry.templates.ButtonTemplates
  return (
    <div className="form-array-item">
      <div className="form-array-item-body">{children}</div>
      {hasToolbar && buttonsProps.hasRemove && (
        <RemoveButton
          registry={registry}
          onClick={buttonsProps.onRemoveItem}
          disabled={buttonsProps.disabled || buttonsProps.readonly}
          aria-label={`Remove item ${index + 1}`}
        />
      )}
    </div>
  )
}

/** A tagged union: the variant picker (labelled by the field), then the variant's own fields. */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
}: MultiSchemaFieldTemplateProps) {
  return (
    <div className="form-union">
      <div className="form-union-picker">{selector}</div>
      {optionSchemaField && <div className="form-union-variant">{optionSchemaField}</div>}
    </div>
  )
}

/** Adds or removes an optional object's value. */
export function OptionalDataControlsTemplate(props: OptionalDataControlsTemplateProps) {
  const { id, label, onAddClick, onRemoveClick } = props
  const onClick = onAddClick ?? onRemoveClick
  if (!onClick) return <em id={id}>{label}</em>
  return (
    <button id={id} type="button" className="btn btn-ghost form-optional-toggle" onClick={onClick}>
      {onAddClick ? 'Add' : 'Remove'}
    </button>
  )
}

function TextButton({
  label,
  className,
  registry: _registry,
  uiSchema: _uiSchema,
  icon: _icon,
  iconType: _iconType,
  ...button
}: IconButtonProps & { label: string }) {
  return (
    <button type="button" className={`btn ${className ?? 'btn-ghost'}`} {...button}>
      {label}
    </button>
  )
}

export const ButtonTemplates = {
  // reads what it adds ("Add TLS certificate"), not "Add item"
  AddButton: ({ title, ...props }: IconButtonProps) => (
    <TextButton {...props} label={title ?? 'Add'} />
  ),
  RemoveButton: (props: IconButtonProps) => <TextButton {...props} label="Remove" />,
  // the panel's footer holds the submit button, outside rjsf
  SubmitButton: () => null,
}
