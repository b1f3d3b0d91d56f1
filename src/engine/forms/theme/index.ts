import { withTheme } from '@rjsf/core'
import {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ButtonTemplates,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate,
} from './templates'
import { widgets } from './widgets'

/** rjsf with our own templates and widgets (labels, required marks, described errors). */
export const ThemedForm = withTheme({
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    ButtonTemplates,
    DescriptionFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate,
  },
  widgets,
})
