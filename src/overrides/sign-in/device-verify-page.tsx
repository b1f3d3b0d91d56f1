import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { callOperation } from '../../engine'
import { requireOperation } from '../facade'
import { AuthCard } from './auth-card'
import { DEVICE_CODE_LENGTH as CODE_LENGTH } from '../../contract'
import { CodeBoxes } from './code-boxes'

/**
 * The console side of a command-line login (RFC 8628): the person types the code the client
 * shows, the platform ties the client's request to their session. The button stays disabled
 * until the code is whole, while the call runs, and after it succeeded (spec §4).
 */
export function DeviceVerifyPage() {
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const [invalid, setInvalid] = useState(false)

  async function confirm(event: FormEvent) {
    event.preventDefault()
    setPending(true)
    setInvalid(false)
    const result = await callOperation(requireOperation('device_auth_confirm'), {
      body: { userCode: code },
    })
    setPending(false)
    if (result.type !== 'success') {
      setInvalid(true)
      return
    }
    setDone(true)
    await navigate('/device/success')
  }

  return (
    <AuthCard title="Device Authentication" subtitle="Enter the code your device shows">
      <form className="auth-form" onSubmit={(event) => void confirm(event)}>
        <CodeBoxes
          value={code}
          onChange={(next) => {
            setCode(next)
            setInvalid(false)
          }}
          disabled={pending || done}
        />
        {invalid && (
          <p className="notice notice-danger" role="alert">
            Code is invalid
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary auth-submit"
          disabled={code.length < CODE_LENGTH || pending || done}
        >
          Log in on device
        </button>
      </form>
    </AuthCard>
  )
}
