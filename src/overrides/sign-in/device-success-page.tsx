import { AuthCard } from './auth-card'

export function DeviceSuccessPage() {
  return (
    <AuthCard title="Device logged in">
      <p>You can close this window and go back to your device.</p>
    </AuthCard>
  )
}
