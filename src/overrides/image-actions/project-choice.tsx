import { useState } from 'react'
import { Field, ReferencePicker, type ScopeLookup } from '../../engine'

// projects are listed in the silo: no scope to give
const silo: ScopeLookup = () => undefined

/** The project a silo image goes to, picked by name inside the demote confirm. */
export default function ProjectChoice({ onChange }: { onChange: (project?: string) => void }) {
  const [project, setProject] = useState<string>()
  return (
    <Field id="demote-project" label="Project" required>
      <ReferencePicker
        id="demote-project"
        label="Project"
        kind="project"
        scope={silo}
        value={project}
        required
        onChange={(value) => {
          setProject(value)
          onChange(value)
        }}
      />
    </Field>
  )
}
