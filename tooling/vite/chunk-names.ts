// Names of build chunks the build makes (vite.config.ts) and the bench weighs (scripts/bench.ts).

/** a form's compiled checks: `form-checks-<area>` (the form id's first word), and `form-checks-shared` for the definitions */
export const FORM_CHECKS_PREFIX = 'form-checks-'
export const SHARED_FORM_CHECKS = `${FORM_CHECKS_PREFIX}shared`
