import { useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import {
  buildOperationArgs,
  FormFooterErrors,
  generateName,
  LeaveConfirm,
  LoadError,
  Loading,
  NotFound,
  type PageProps,
  routePath,
  SideModal,
  useOperationQuery,
  useToast,
} from '../../engine'
import { kindByName, routeById, rowsOfOperation } from '../facade'
import type { VpcFirewallRule } from '../../generated/platform/models'
import { draftFromRule, emptyDraft, ruleFromDraft, type RuleDraft } from './rule-draft'
import { settlePending } from './pending'
import { RuleFields } from './rule-fields'
import { withRule } from './rule-list'
import { validateDraft, type RuleErrors } from './rule-validation'
import { changeRules, RULE_KIND } from './save-rules'

/** The VPC's rules tab, where the form returns to. */
export const RULES_TAB_ROUTE = 'vpc.tab.firewall-rules'
const EDIT_ROUTE = 'vpcFirewallRule.edit'

/**
 * New rule, clone (`firewall-rules-new/:rule`: prefilled from that rule, under a fresh
 * generated name) and edit (`firewall-rules/:rule/edit`). Every save PUTs the VPC's whole rule list.
 */
export function FirewallRulePage({ route }: PageProps) {
  const params = useParams()
  const kind = kindByName(RULE_KIND)
  const list = kind.ops.list
  if (!list) throw new Error('Firewall rules need their view operation')
  const query = useOperationQuery(list, buildOperationArgs(list, params))
  const rules = useMemo(() => rowsOfOperation('vpc_firewall_rules_view', query.data), [query.data])
  const editing = route.id === EDIT_ROUTE ? params.rule : undefined
  const source = params.rule === undefined ? undefined : rules.find((r) => r.name === params.rule)

  if (query.isLoading) return <Loading />
  if (query.error) return <LoadError error={query.error} />
  if (params.rule !== undefined && !source) return <NotFound />
  return <RuleForm key={route.id} rules={rules} source={source} editing={editing} />
}

interface RuleFormProps {
  rules: VpcFirewallRule[]
  /** the rule to start from (clone or edit) */
  source?: VpcFirewallRule
  /** the name of the rule being replaced, when editing */
  editing?: string
}

function RuleForm({ rules, source, editing }: RuleFormProps) {
  const params = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const kind = kindByName(RULE_KIND)
  const seed = useMemo(() => {
    if (!source) return emptyDraft()
    const draft = draftFromRule(source)
    // a clone keeps everything but the name, which the VPC would refuse as a duplicate: it
    // starts with a fresh one by spec §5's generated-name rule
    return editing ? draft : { ...draft, name: generateName(`${source.name}-copy`) }
  }, [source, editing])
  const [draft, setDraft] = useState<RuleDraft>(seed)
  const [errors, setErrors] = useState<RuleErrors>({})
  const [serverError, setServerError] = useState<string | undefined>(undefined)
  const [submitting, setSubmitting] = useState(false)
  const [confirmingLeave, setConfirmingLeave] = useState(false)
  const back = routePath(routeById(RULES_TAB_ROUTE), params) ?? '/'
  const close = () => void navigate(back)
  const dirty = JSON.stringify(draft) !== JSON.stringify(seed)
  const title = editing ? 'Edit firewall rule' : 'Add firewall rule'

  const submit = async () => {
    const taken = rules.map((rule) => rule.name).filter((name) => name !== editing)
    // what is typed in a filter box joins its list, so the rule saved is the one on screen
    const settled = settlePending(draft)
    setDraft(settled.draft)
    const found = { ...validateDraft(settled.draft, taken), ...settled.errors }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const rule = ruleFromDraft(settled.draft)
    setSubmitting(true)
    try {
      await changeRules(params, (current) => withRule(current, rule, editing))
    } catch (error) {
      setSubmitting(false)
      setServerError(error instanceof Error ? error.message : String(error))
      return
    }
    toast.success(`${kind.title} ${rule.name} ${editing ? 'updated' : 'created'}`)
    close()
  }

  const footer = (
    <>
      <FormFooterErrors errors={serverError ? [serverError] : []} />
      <div className="form-footer-actions">
        {serverError && <span className="badge badge-danger form-footer-status">Error</span>}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => (dirty ? setConfirmingLeave(true) : close())}
        >
          Cancel
        </button>
        <button
          type="submit"
          form="firewall-rule-form"
          className="btn btn-primary"
          disabled={submitting}
        >
          {editing ? 'Update rule' : 'Add rule'}
        </button>
      </div>
    </>
  )

  return (
    <SideModal
      title={title}
      onRequestClose={() => (dirty ? setConfirmingLeave(true) : close())}
      footer={footer}
    >
      <form
        id="firewall-rule-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <RuleFields draft={draft} errors={errors} onChange={setDraft} />
      </form>
      {confirmingLeave && <LeaveConfirm onStay={() => setConfirmingLeave(false)} onLeave={close} />}
    </SideModal>
  )
}
