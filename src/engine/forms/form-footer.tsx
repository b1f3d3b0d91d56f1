/** Submit errors in the panel footer: one as is, several under "Errors" with a count (spec §8). */
export function FormFooterErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null
  if (errors.length === 1) {
    return (
      <div className="form-footer-errors" role="alert">
        <p>{errors[0]}</p>
      </div>
    )
  }
  return (
    <div className="form-footer-errors" role="alert">
      <h3>Errors</h3>
      <p>{errors.length} issues</p>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  )
}
